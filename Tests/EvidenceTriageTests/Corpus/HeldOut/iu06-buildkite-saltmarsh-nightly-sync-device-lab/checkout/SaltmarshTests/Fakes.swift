import Foundation
@testable import Saltmarsh

final class FakeMigrationScheduler: MigrationTaskScheduling {
    private(set) var submitted: [(identifier: String, earliest: Date)] = []
    private(set) var cancelAllCalls = 0
    func submit(identifier: String, earliest: Date) throws { submitted.append((identifier, earliest)) }
    func cancelAll() { cancelAllCalls += 1 }
}

struct StubWifi: WifiChecking { var isOnWifi: Bool }
struct StubBattery: BatteryStateProviding { var isCharging: Bool }
