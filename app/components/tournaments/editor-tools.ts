// What administrators and the tournament's organisers see on the tournament page, behind one dynamic
// import: editors need all of it, anonymous visitors none of it.
export { EditTournamentDialog } from "./edit-dialog";
export { RegistrationsPanel } from "./registrations-panel";
export { RemoveWinnerButton, RemoveWinnerToasts, WinnersDialog } from "./winners-dialog";
