export { defaultQuestionnaireTemplate } from './default-template.ts';
export { copyQuestionnaire, ensureQuestionnaire } from './questionnaire-creation.ts';
export { listItems, listSections, questionnaireSummary } from './questionnaires.queries.ts';
export { questionnairesRoutes } from './questionnaires.routes.ts';
export { getQuestionnaire } from './questionnaires.service.ts';
