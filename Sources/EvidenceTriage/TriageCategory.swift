/// The four labels of the contract, with who usually owns each.
public enum TriageCategory: String, Codable, CaseIterable, Sendable, Comparable {
    case configurationRegression = "configuration-regression"
    case businessLogicError = "business-logic-error"
    case schedulingExpectationMismatch = "scheduling-expectation-mismatch"
    case unclassified = "unclassified"

    public var title: String {
        switch self {
        case .configurationRegression: "Configuration regression"
        case .businessLogicError: "Business-logic error"
        case .schedulingExpectationMismatch: "Scheduling-expectation mismatch"
        case .unclassified: "Unclassified"
        }
    }

    public var owner: String {
        switch self {
        case .configurationRegression: "whoever owns the app target's Info.plist, capabilities and build configurations"
        case .businessLogicError: "the team that owns the background job's code"
        case .schedulingExpectationMismatch: "the test's author: the OS decides when a task runs, so test the job directly"
        case .unclassified: "the on-call engineer: read the evidence below"
        }
    }

    /// Report order: the cheapest to fix and the most certain first.
    var rank: Int {
        switch self {
        case .configurationRegression: 0
        case .businessLogicError: 1
        case .schedulingExpectationMismatch: 2
        case .unclassified: 3
        }
    }

    public static func < (left: TriageCategory, right: TriageCategory) -> Bool { left.rank < right.rank }
}

/// The six stages of a background-task pipeline, where a failure broke.
public enum PipelineStage: String, Codable, Sendable {
    case registration
    case submission
    case systemCallback = "system-callback"
    case execution
    case expiration
    case reporting
}
