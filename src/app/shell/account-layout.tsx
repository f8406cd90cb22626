import { AccountShell } from './account-shell'

/** The signed-in area's route module: its shell, loaded lazily so the login page does not download it. */
export { AccountShell as Component }
