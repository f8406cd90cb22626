import { useId, useLayoutEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useController, useForm, useWatch, type Control } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { FormTextField, requiredRule } from '@/shared/forms/form-text-field'
import { fieldMessages } from '@/shared/forms/field-messages'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'
import { useFormatDate } from '@/shared/intl/formatting'
import { dayAsDate } from '@/shared/config/shop-time'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { Checkbox } from '@/shared/ui/checkbox'
import { validateAccountEmail } from '@/shared/validation/account-form'
import { validateOrderNumber } from '@/shared/validation/order-number'
import {
  declareWithdrawal,
  withdrawalRefusal,
  withdrawalScopes,
  type WithdrawalDeclaration,
  type WithdrawalScope,
} from '../api/withdrawal-api'
import { itemWithdrawalBlock, type Order, orderKeys, withdrawalMessages } from '@/features/orders'
import { withdrawalPageMessages as messages } from '../messages'
import type { WithdrawalReceivedState } from './withdrawal-received-page'
import { FieldError } from '@/shared/ui/field-error'

export type WithdrawalFormValues = {
  name: string
  orderNumber: string
  email: string
  scope: WithdrawalScope
  skus: string[]
  itemsDescription: string
}

type WithdrawalFlowProps = {
  defaults: Pick<WithdrawalFormValues, 'name' | 'email' | 'orderNumber'>
  /** The signed-in customer's order, when the flow started from it: its items can be chosen. */
  order?: Order
}

const emailRule = {
  check: validateAccountEmail,
  problems: { required: fieldMessages.emailRequired, invalid: fieldMessages.emailInvalid },
}
const orderNumberRule = {
  check: validateOrderNumber,
  problems: { required: fieldMessages.orderNumberRequired, invalid: fieldMessages.orderNumberInvalid },
}
const itemsDescriptionRule = {
  check: (value: string, values: WithdrawalFormValues) =>
    values.scope === 'items' && value.trim() === '' ? ('required' as const) : undefined,
  problems: { required: messages.itemsDescriptionRequired },
}

function ScopeFieldset({ control }: { control: Control<WithdrawalFormValues> }) {
  const intl = useIntl()
  const { field } = useController({ control, name: 'scope' })
  return (
    <fieldset className="radio-group">
      <legend>{intl.formatMessage(messages.scopeLegend)}</legend>
      {withdrawalScopes.map((scope, index) => (
        <label key={scope} className="radio">
          <input
            type="radio"
            name={field.name}
            value={scope}
            checked={field.value === scope}
            onChange={() => field.onChange(scope)}
            onBlur={field.onBlur}
            ref={index === 0 ? field.ref : undefined}
          />
          {intl.formatMessage(messages[`scope_${scope}`])}
        </label>
      ))}
    </fieldset>
  )
}

/** The order's items as checkboxes; those that cannot be withdrawn from are disabled and say why. */
function ItemsFieldset({ control, order }: { control: Control<WithdrawalFormValues>; order: Order }) {
  const intl = useIntl()
  const errorId = useId()
  const { field, fieldState } = useController({
    control,
    name: 'skus',
    rules: {
      validate: (skus, values) =>
        values.scope !== 'items' || skus.length > 0 || intl.formatMessage(messages.itemsRequired),
    },
  })
  const chosen = new Set(field.value)
  return (
    <fieldset className="withdrawal-items" aria-describedby={fieldState.error ? errorId : undefined}>
      <legend>{intl.formatMessage(messages.itemsLegend)}</legend>
      {order.items.map((item, index) => {
        const block = itemWithdrawalBlock(item, order)
        return (
          <Checkbox
            key={`${item.sku}-${index}`}
            label={intl.formatMessage(messages.itemLabel, { quantity: item.quantity, title: item.title })}
            description={block ? intl.formatMessage(withdrawalMessages[`item_${block}`]) : undefined}
            disabled={block !== undefined}
            checked={chosen.has(item.sku)}
            ref={index === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(
                event.target.checked ? [...field.value, item.sku] : field.value.filter((sku) => sku !== item.sku),
              )
            }
          />
        )
      })}
      <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
    </fieldset>
  )
}

function DeclarationFailed({ error }: { error: unknown }) {
  const intl = useIntl()
  const formatDate = useFormatDate()
  const refusal = withdrawalRefusal(error)
  switch (refusal?.code) {
    case 'ORDER_NOT_FOUND':
      return <Alert>{intl.formatMessage(messages.orderNotFound)}</Alert>
    case 'ALREADY_WITHDRAWN':
      return (
        <Alert tone="info">
          {intl.formatMessage(messages.alreadyWithdrawn, {
            date: refusal.declaredAt ? formatDate(refusal.declaredAt) : '–',
          })}
        </Alert>
      )
    case 'WITHDRAWAL_PERIOD_EXPIRED':
      return (
        <Alert>
          {intl.formatMessage(withdrawalMessages.periodExpired, {
            date: refusal.periodEndsOn ? formatDate(dayAsDate(refusal.periodEndsOn)) : '–',
          })}
        </Alert>
      )
    case 'NOT_WITHDRAWABLE':
      return (
        <Alert>
          {intl.formatMessage(
            refusal.reason === 'cancelled' || refusal.reason === 'returned'
              ? withdrawalMessages[`blocked_${refusal.reason}`]
              : messages.itemsNotWithdrawable,
          )}
        </Alert>
      )
    default:
      return <RequestErrorAlert error={error} />
  }
}

function toDeclaration(values: WithdrawalFormValues, order: Order | undefined): WithdrawalDeclaration {
  const base = {
    name: values.name.trim(),
    orderNumber: values.orderNumber.trim(),
    email: values.email.trim(),
    scope: values.scope,
  }
  if (values.scope === 'order') return base
  return order ? { ...base, skus: values.skus } : { ...base, itemsDescription: values.itemsDescription.trim() }
}

/** What will be declared, in the customer's words, before and after it is sent. */
export function DeclarationSummary({
  declaration,
  items,
}: {
  declaration: Pick<WithdrawalDeclaration, 'name' | 'orderNumber' | 'email' | 'scope'> & {
    itemsDescription?: string | null
  }
  items: Array<{ title: string; quantity: number }>
}) {
  const intl = useIntl()
  return (
    <>
      <blockquote className="withdrawal-declaration">
        {intl.formatMessage(messages.declaration, {
          subject: intl.formatMessage(
            declaration.scope === 'order' ? messages.subjectWholeOrder : messages.subjectItems,
          ),
          number: declaration.orderNumber,
        })}
      </blockquote>
      <dl className="withdrawal-summary">
        <dt>{intl.formatMessage(messages.name)}</dt>
        <dd>{declaration.name}</dd>
        <dt>{intl.formatMessage(fieldMessages.orderNumber)}</dt>
        <dd>{declaration.orderNumber}</dd>
        <dt>{intl.formatMessage(fieldMessages.email)}</dt>
        <dd>{declaration.email}</dd>
        <dt>{intl.formatMessage(messages.withdrawnFor)}</dt>
        <dd>
          {declaration.scope === 'order' ? (
            intl.formatMessage(messages.scope_order)
          ) : items.length > 0 ? (
            <ul>
              {items.map((item, index) => (
                <li key={index}>{intl.formatMessage(messages.itemLabel, item)}</li>
              ))}
            </ul>
          ) : (
            declaration.itemsDescription
          )}
        </dd>
      </dl>
    </>
  )
}

/**
 * The two steps of the withdrawal function: the form (nothing is sent), then the summary with
 * "Widerruf bestätigen", which declares the withdrawal. "Zurück" returns to the form with
 * everything typed still there.
 */
export function WithdrawalFlow({ defaults, order }: WithdrawalFlowProps) {
  const intl = useIntl()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [step, setStep] = useState<'form' | 'review'>('form')
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const stepChanged = useRef(false)
  const form = useForm<WithdrawalFormValues>({
    defaultValues: { ...defaults, scope: 'order', skus: [], itemsDescription: '' },
  })
  const scope = useWatch({ control: form.control, name: 'scope' })
  const declare = useSingleFlightMutation({
    mutationFn: declareWithdrawal,
    onSuccess: async (receipt) => {
      // Orders show the withdrawal from now on (the list and each order's details; nothing else changed).
      await queryClient.invalidateQueries({ queryKey: orderKeys.all })
      const state: WithdrawalReceivedState = { receipt }
      await navigate(paths.withdrawalReceived.getHref(), { state })
    },
  })

  // Moving between the steps puts the keyboard and screen reader at the new step's heading.
  useLayoutEffect(() => {
    if (stepChanged.current) stepHeading.current?.focus()
    stepChanged.current = true
  }, [step])

  if (step === 'review') {
    const values = form.getValues()
    const declaration = toDeclaration(values, order)
    const items =
      declaration.scope === 'items' && order ? order.items.filter((item) => values.skus.includes(item.sku)) : []
    return (
      <section className="stack" aria-labelledby="withdrawal-step">
        <h2 id="withdrawal-step" ref={stepHeading} tabIndex={-1}>
          {intl.formatMessage(messages.stepReview)}
        </h2>
        <p>{intl.formatMessage(messages.reviewIntro)}</p>
        <DeclarationSummary declaration={declaration} items={items} />
        {declare.isError ? <DeclarationFailed error={declare.error} /> : null}
        <div className="form-actions">
          {/* A refusal would only be repeated with the same details: back to the form instead. */}
          {declare.isError && withdrawalRefusal(declare.error) ? null : (
            <Button busy={declare.isPending} onClick={() => declare.mutate(declaration)}>
              {intl.formatMessage(messages.confirm)}
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={declare.isPending}
            onClick={() => {
              declare.reset()
              setStep('form')
            }}
          >
            {intl.formatMessage(commonMessages.back)}
          </Button>
        </div>
      </section>
    )
  }

  return (
    <form
      className="stack"
      noValidate
      aria-labelledby="withdrawal-step"
      onSubmit={(event) => void form.handleSubmit(() => setStep('review'))(event)}
    >
      <h2 id="withdrawal-step" ref={stepHeading} tabIndex={-1}>
        {intl.formatMessage(messages.stepForm)}
      </h2>
      <FormTextField
        control={form.control}
        name="name"
        label={messages.name}
        autoComplete="name"
        rule={requiredRule(messages.nameRequired)}
      />
      <FormTextField
        control={form.control}
        name="orderNumber"
        label={fieldMessages.orderNumber}
        hint={fieldMessages.orderNumberHint}
        inputMode="numeric"
        autoComplete="off"
        readOnly={order !== undefined}
        rule={orderNumberRule}
      />
      <FormTextField
        control={form.control}
        name="email"
        label={fieldMessages.email}
        hint={messages.emailHint}
        type="email"
        autoComplete="email"
        rule={emailRule}
      />
      <ScopeFieldset control={form.control} />
      {scope === 'items' && order ? <ItemsFieldset control={form.control} order={order} /> : null}
      {scope === 'items' && !order ? (
        <FormTextField
          control={form.control}
          name="itemsDescription"
          label={messages.itemsDescription}
          hint={messages.itemsDescriptionHint}
          rule={itemsDescriptionRule}
        />
      ) : null}
      <div className="form-actions">
        <Button type="submit">{intl.formatMessage(messages.toReview)}</Button>
      </div>
    </form>
  )
}
