import { useEffect } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Link, useNavigate } from 'react-router'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { hasErrorCode } from '@/shared/api/api-errors'
import { paths } from '@/shared/config/paths'
import { useRuntime } from '@/shared/config/runtime'
import { FormTextField, requiredRule, type FieldRule } from '@/shared/forms/form-text-field'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { bankMessages } from '@/shared/intl/bank-messages'
import { commonMessages } from '@/shared/intl/common-messages'
import { sectionMessages } from '@/shared/intl/section-messages'
import { useSession } from '@/shared/session/session-api'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { LoadFailed } from '@/shared/ui/load-failed'
import { PageIntro } from '@/shared/ui/page-intro'
import { Spinner } from '@/shared/ui/spinner'
import { normalizeIban, validateIban, type IbanError } from '@/shared/validation/iban'
import {
  bankingDetailsQueryOptions,
  paymentMethodKeys,
  saveBankingDetails,
  type BankingDetails,
} from '../api/banking-details'
import { ibanValidationQueryOptions, isIbanRefused } from '../api/iban-validation'
import { paymentMethodsPageMessages as messages } from '../messages'
import type { PaymentMethodsLocationState } from './payment-methods-page'
import './payment-methods.css'
import { accountPageLoader } from '@/shared/routing/account-page-loader'

type BankDetailsForm = { accountHolder: string; iban: string }

/** The IBAN was refused by its verification or on saving: said at the field. */
class IbanRefusedError extends Error {}

function BankDetailsFormCard({ current, fallbackHolder }: { current: BankingDetails | null; fallbackHolder: string }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { locale } = useRuntime()
  const { control, handleSubmit, setError } = useForm<BankDetailsForm>({
    defaultValues: { accountHolder: current?.accountHolder ?? fallbackHolder, iban: '' },
  })
  const ibanRule: FieldRule<BankDetailsForm, IbanError> = {
    check: (value) => validateIban(value, locale),
    problems: { required: messages.ibanRequired, invalid: messages.ibanInvalid },
  }

  // Verified as soon as it matches the pattern and its checksum, never before (spec section 5).
  const typedIban = useWatch({ control, name: 'iban' })
  const ibanLooksValid = validateIban(typedIban, locale) === undefined
  const verification = useQuery({ ...ibanValidationQueryOptions(normalizeIban(typedIban)), enabled: ibanLooksValid })
  const ibanRefused = ibanLooksValid && isIbanRefused(verification.error)
  useEffect(() => {
    if (ibanRefused) setError('iban', { type: 'verification', message: intl.formatMessage(messages.ibanInvalid) })
  }, [ibanRefused, setError, intl])

  const save = useSingleFlightMutation({
    mutationFn: async ({ accountHolder, iban }: BankDetailsForm) => {
      const normalized = normalizeIban(iban)
      const bank = await queryClient.fetchQuery(ibanValidationQueryOptions(normalized)).catch((error: unknown) => {
        throw isIbanRefused(error) ? new IbanRefusedError() : error
      })
      return saveBankingDetails({ accountHolder: accountHolder.trim(), iban: normalized, bankName: bank.bankName })
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(paymentMethodKeys.bankingDetails, saved)
      const state: PaymentMethodsLocationState = { bankDetailsSaved: true }
      await navigate(paths.paymentMethods.getHref(), { state })
    },
    onError: (error) => {
      if (error instanceof IbanRefusedError || hasErrorCode(error, 'INVALID_IBAN'))
        setError('iban', { type: 'server', message: intl.formatMessage(messages.ibanInvalid) }, { shouldFocus: true })
    },
  })
  const ibanRefusedOnSave = save.error instanceof IbanRefusedError || hasErrorCode(save.error, 'INVALID_IBAN')

  return (
    <form
      noValidate
      className="card stack"
      onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
    >
      <h2>{intl.formatMessage(current ? messages.bankChange : messages.bankAdd)}</h2>
      {save.isError && !ibanRefusedOnSave ? <RequestErrorAlert error={save.error} /> : null}
      <FormTextField
        control={control}
        name="accountHolder"
        label={messages.accountHolder}
        rule={requiredRule(messages.accountHolderRequired)}
        autoComplete="name"
      />
      <FormTextField
        control={control}
        name="iban"
        label={bankMessages.iban}
        hint={locale === 'at' ? messages.ibanHintAustria : messages.ibanHintGermany}
        rule={ibanRule}
        autoComplete="off"
        spellCheck={false}
        inputMode="text"
      />
      <p className="iban-bank" role="status">
        {ibanLooksValid && verification.isFetching
          ? intl.formatMessage(messages.ibanVerifying)
          : ibanLooksValid && verification.data
            ? intl.formatMessage(messages.ibanBank, { bankName: verification.data.bankName })
            : null}
      </p>
      <div className="form-actions">
        <Button type="submit" busy={save.isPending}>
          {intl.formatMessage(messages.save)}
        </Button>
        <Link to={paths.paymentMethods.getHref()}>{intl.formatMessage(messages.backToList)}</Link>
      </div>
    </form>
  )
}

/** The route's loader: the calls this page makes as it opens start with its code (account-page-loader.ts). */
export const loader = accountPageLoader(({ queryClient }) => [queryClient.prefetchQuery(bankingDetailsQueryOptions())])

/** Edit bank details (spec section 2): account holder and IBAN, checked, verified, then saved. */
export function EditBankDetailsPage() {
  const intl = useIntl()
  const { user } = useSession()
  const bankingDetails = useQuery(bankingDetailsQueryOptions())
  useDocumentTitle(intl.formatMessage(sectionMessages.paymentMethods))

  const fallbackHolder = [user?.firstName, user?.lastName].filter(Boolean).join(' ')
  // The intro needs no data: it shows while the current details load.
  return (
    <div className="stack">
      <PageIntro message={messages.editIntro} />
      {bankingDetails.isPending ? (
        <Spinner />
      ) : bankingDetails.isError ? (
        <LoadFailed
          message={messages.bankLoadFailed}
          retryLabel={commonMessages.retry}
          retrying={bankingDetails.isRefetching}
          onRetry={() => void bankingDetails.refetch()}
        />
      ) : (
        <BankDetailsFormCard current={bankingDetails.data} fallbackHolder={fallbackHolder} />
      )}
    </div>
  )
}

export { EditBankDetailsPage as Component }
