/**
 * Erika Muster, unknown to the shop, as a test types her into the account form (labels as keys):
 * the create-account stories and the fault case of `POST /user/account` sign her up alike.
 */
export const erikaMuster = {
  email: 'erika.muster@example.de',
  accountForm: {
    Vorname: 'Erika',
    Nachname: 'Muster',
    Geburtsdatum: '24.12.1980',
    Straße: 'Musterweg',
    Hausnummer: '12a',
    Postleitzahl: '10115',
    Ort: 'Berlin',
  } as Record<string, string>,
}
