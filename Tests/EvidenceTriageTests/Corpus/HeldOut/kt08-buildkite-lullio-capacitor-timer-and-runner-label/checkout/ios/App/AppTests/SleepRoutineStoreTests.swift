import XCTest
@testable import App

final class SleepRoutineStoreTests: XCTestCase {
    func testCompletedPhasesPersist() throws {
        let store = SleepRoutineStore(defaults: UserDefaults(suiteName: #function)!)
        store.markCompleted(.windDown, on: "2026-11-30")
        store.markCompleted(.rain, on: "2026-11-30")
        XCTAssertEqual(SleepRoutineStore(defaults: UserDefaults(suiteName: #function)!).completed(on: "2026-11-30"), [.windDown, .rain])
    }
}
