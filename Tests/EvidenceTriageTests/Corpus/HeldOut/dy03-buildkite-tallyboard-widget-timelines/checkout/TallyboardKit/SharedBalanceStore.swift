import Foundation

/// Balance summary shared between the app and the widget extension through the
/// app-group defaults. Each target reads its group identifier from its own Info.plist
/// (TBAppGroupIdentifier = $(TB_APP_GROUP), set per target in Config/*.xcconfig).
public struct SharedBalanceStore {
    public let groupIdentifier: String
    private let defaults: UserDefaults

    public init(bundle: Bundle = .main) {
        let group = bundle.object(forInfoDictionaryKey: "TBAppGroupIdentifier") as? String ?? "group.app.tallyboard.shared"
        self.groupIdentifier = group
        // Note: UserDefaults(suiteName:) does not fail for a group the target is not
        // entitled to; it silently returns a separate, unshared domain.
        self.defaults = UserDefaults(suiteName: group)!
    }

    public func write(balanceCents: Int, asOf date: Date) {
        defaults.set(balanceCents, forKey: "balance.cents")
        defaults.set(date, forKey: "balance.asOf")
    }

    public func readBalanceCents() -> Int { defaults.integer(forKey: "balance.cents") }
}
