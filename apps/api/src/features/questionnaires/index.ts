export { defaultQuestionnaireTemplate } from './default-template.data.ts';
export { itemChanges, questionnaireFieldWords } from './questionnaire-changes.ts';
export { copyQuestionnaire, ensureQuestionnaires } from './questionnaire-creation.service.ts';
export { listItems, listSections, mappedAnswersOf, questionnaireSummary } from './questionnaires.queries.ts';
export { questionnairesRoutes } from './questionnaires.routes.ts';
export { getQuestionnaire } from './questionnaires.service.ts';
