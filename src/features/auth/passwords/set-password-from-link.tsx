import { commonMessages } from '@/shared/intl/common-messages'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { useForm } from 'react-hook-form'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { Link } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { hasStatus } from '@/shared/api/api-errors'
import { paths } from '@/shared/config/paths'
import { NewPasswordFields, type NewPasswordValues } from '@/shared/forms/new-password-fields'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { passwordMessages } from './messages'

/** The texts that differ between the pages that set a password from a mailed link. */
export type SetPasswordTexts = {
  title: MessageDescriptor
  /** Above the fields, if the page explains more. */
  intro?: MessageDescriptor
  submit: MessageDescriptor
  success: MessageDescriptor
  tokenMissing: MessageDescriptor
  tokenExpired: MessageDescriptor
  requestNewLink: MessageDescriptor
}

type SetPasswordFromLinkProps = {
  /** The token from the mailed link; empty when the link lacks it. */
  token: string
  /** The endpoint that takes the token and the new password. */
  setPassword: (token: string, password: string) => Promise<unknown>
  texts: SetPasswordTexts
  /** Where a new link can be requested. */
  newLinkPath: string
}

/**
 * A page that sets a password with the token of a mailed link: the new-password fields, then the
 * way to the login. A missing token, or one the endpoint answers with 410 (expired or used), shows
 * the way to a new link instead of the form.
 */
export function SetPasswordFromLink({ token, setPassword, texts, newLinkPath }: SetPasswordFromLinkProps) {
  const intl = useIntl()
  useDocumentTitle(intl.formatMessage(texts.title))
  const { handleSubmit, control } = useForm<NewPasswordValues>({ defaultValues: { password: '', confirmation: '' } })
  const save = useSingleFlightMutation({
    mutationFn: ({ password }: NewPasswordValues) => setPassword(token, password),
  })
  const linkProblem = !token ? texts.tokenMissing : hasStatus(save.error, 410) ? texts.tokenExpired : undefined

  if (save.isSuccess) {
    return (
      <div className="narrow-page">
        <div className="card stack">
          <h1>{intl.formatMessage(texts.title)}</h1>
          <Alert tone="success">{intl.formatMessage(texts.success)}</Alert>
          <Link className="button button--primary" to={paths.login.getHref()}>
            {intl.formatMessage(commonMessages.toLogin)}
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="narrow-page stack">
      <h1>{intl.formatMessage(texts.title)}</h1>
      {linkProblem ? (
        <Alert action={<Link to={newLinkPath}>{intl.formatMessage(texts.requestNewLink)}</Link>}>
          {intl.formatMessage(linkProblem)}
        </Alert>
      ) : (
        // The production build prerenders this form (set-password): before it has hydrated, a submit does
        // nothing (method dialog outside a dialog), so the token is not lost to a page load.
        <form
          noValidate
          method="dialog"
          className="card stack"
          onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
        >
          {save.isError ? <RequestErrorAlert error={save.error} fallback={passwordMessages.couldNotSave} /> : null}
          {texts.intro ? <p>{intl.formatMessage(texts.intro)}</p> : null}
          <NewPasswordFields control={control} />
          <Button type="submit" className="button--full" busy={save.isPending}>
            {intl.formatMessage(texts.submit)}
          </Button>
        </form>
      )}
    </div>
  )
}
