/// Every built-in rule, in the order `evidence rules` lists them.
public enum ClassificationRules {
    public static let builtIn: [any ClassificationRule] = [
        IdentifierNotPermittedRule(),
        RegistrationRecordFailedRule(),
        BackgroundModeMissingRule(),
        MessageRule.identifierNotAdvertised,
        MessageRule.handlerRegisteredAfterLaunch,
        MessageRule.launchHandlerNotRegistered,
        MessageRule.notPermittedError,
        SourcePlistCollectedRule(),
        WaitingForSystemLaunchRule(),
        MessageRule.schedulerUnavailable,
        MessageRule.noTaskRequestScheduled,
        MessageRule.tooManyPendingRequests,
        AssertedStartTimeRule(),
        TaskDidNotRunRule(),
        AssertionInJobTestRule(),
        ErrorThrownByJobRule(),
    ]
}
