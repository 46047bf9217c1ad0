import Foundation

/// Per-region baseline the CLMonitor wrapper compares each delivered event against.
public final class GeofenceBaselineStorage {
    public enum Decision: Equatable { case newEnter, newExit, duplicate }
    public enum State: String { case inside, outside }
    private let defaults: UserDefaults

    public init(defaults: UserDefaults) { self.defaults = defaults }

    public func record(_ event: GeofenceEvent, region: String, eventDate: Date) -> Decision {
        let baseline = State(rawValue: defaults.string(forKey: "baseline.\(region)") ?? "")
        let newState: State = event == .exit ? .outside : .inside
        // Only the stored state is compared; the OS event date is not kept as evidence,
        // so an identical re-delivered event after a re-seed reads as a fresh crossing.
        guard baseline != newState else { return .duplicate }
        defaults.set(newState.rawValue, forKey: "baseline.\(region)")
        return event == .exit ? .newExit : .newEnter
    }

    public func reseedBaseline(region: String, state: State) {
        defaults.set(state.rawValue, forKey: "baseline.\(region)")
    }
}
