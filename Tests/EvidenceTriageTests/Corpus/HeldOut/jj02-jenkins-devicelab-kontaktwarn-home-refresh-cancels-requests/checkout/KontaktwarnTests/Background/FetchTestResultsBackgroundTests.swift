//
//  FetchTestResultsBackgroundTests.swift
//  KontaktwarnTests
//
//  Device-lab only (Kontaktwarn-DeviceTests scheme). Uses the real BGTaskScheduler and the
//  debug-only _simulateLaunchForTaskWithIdentifier: entry point.
//

import XCTest
import BackgroundTasks
@testable import Kontaktwarn

final class FetchTestResultsBackgroundTests: XCTestCase {
    func testSimulatedLaunchRunsFetchTestResultsHandler() {
        let ran = expectation(description: "fetch-test-results handler ran")
        let executor = (UIApplication.shared.delegate as! AppDelegate).taskExecutor
        executor.onExecute = { identifier in
            if identifier == .fetchTestResults { ran.fulfill() }
        }

        // What the app does when it goes to the background ...
        KWTaskScheduler.shared.scheduleBackgroundTaskRequests()
        // ... and when the user comes back to the home screen.
        HomeInteractor(exposureManager: ENAExposureManager.shared, store: SecureStore.shared).refresh()

        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: KWTaskIdentifier.fetchTestResults.rawValue)
        wait(for: [ran], timeout: 20)
    }
}
