import WatchConnectivity

enum WorkoutStartDecision: String, Equatable {
    case recordOnPhone
    case launchViaHealthKit
    case showInstallWatchAppPrompt
    case waitForActivation
}

enum WorkoutStartPolicy {
    static func decide(paired: Bool, watchAppInstalled: Bool,
                       activation: WCSessionActivationState) -> WorkoutStartDecision {
        guard paired else { return .recordOnPhone }
        guard activation == .activated else { return .waitForActivation }
        guard watchAppInstalled else { return .showInstallWatchAppPrompt }
        return .launchViaHealthKit
    }
}
