/** Screening: Vessel Questionnaire (the vessel page's questionnaire tab). */
export function QuestionnairePage() {
  return null;
}
