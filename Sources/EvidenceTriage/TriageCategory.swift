/// The four labels of the contract, with who usually owns each.
package enum TriageCategory: String, Codable, CaseIterable, Sendable, Comparable {
    case configurationRegression = "configuration-regression"
    case businessLogicError = "business-logic-error"
    case schedulingExpectationMismatch = "scheduling-expectation-mismatch"
    case unclassified = "unclassified"

    package var title: String {
        switch self {
        case .configurationRegression: "Configuration regression"
        case .businessLogicError: "Business-logic error"
        case .schedulingExpectationMismatch: "Scheduling-expectation mismatch"
        case .unclassified: "Unclassified"
        }
    }

    package var owner: String {
        switch self {
        case .configurationRegression: "whoever owns the app target's Info.plist, capabilities and build configurations"
        case .businessLogicError: "the team that owns the background job's code"
        case .schedulingExpectationMismatch: "the test's author: the OS decides when a task runs, so test the job directly"
        case .unclassified: "whoever owns the test: no rule could tell the app's code, its configuration and the OS apart"
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

    package static func < (left: TriageCategory, right: TriageCategory) -> Bool { left.rank < right.rank }
}
