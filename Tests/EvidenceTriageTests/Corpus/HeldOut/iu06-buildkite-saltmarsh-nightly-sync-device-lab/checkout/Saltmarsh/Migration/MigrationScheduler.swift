import Foundation

enum MigrationState: Equatable {
    case planned, transferring(index: Int), complete
}

protocol MigrationTaskScheduling {
    func submit(identifier: String, earliest: Date) throws
    func cancelAll()
}

/// Background wakeups for the pool migration. Every arm request goes through
/// `arm(after:)`.
final class MigrationScheduler {
    static let identifier = "co.saltmarsh.wallet.migration-transfer"
    private let scheduler: MigrationTaskScheduling
    private let state: () -> MigrationState
    private let cadence: MigrationCadence

    init(scheduler: MigrationTaskScheduling, state: @escaping () -> MigrationState, cadence: MigrationCadence = .init()) {
        self.scheduler = scheduler
        self.state = state
        self.cadence = cadence
    }

    func arm(after now: Date, sdkTransferTime: Date?) throws {
        let next = cadence.nextWake(now: now, sdkTransferTime: sdkTransferTime)
        try scheduler.submit(identifier: Self.identifier, earliest: next)
    }
}

struct MigrationCadence {
    var floor: TimeInterval = 30 * 60
    var fallback: TimeInterval = 6.5 * 60 * 60

    /// SDK per-transfer time preferred; `floor` and `fallback` bound it.
    func nextWake(now: Date, sdkTransferTime: Date?) -> Date {
        guard let sdk = sdkTransferTime else { return now.addingTimeInterval(fallback) }
        let earliest = now.addingTimeInterval(floor)
        if sdk < earliest { return earliest }
        let latest = now.addingTimeInterval(fallback)
        return sdk < latest ? latest : sdk
    }
}
