/** The client's questionnaire behind the PIN gate. */
export function ClientQuestionnairePage() {
  return null;
}
