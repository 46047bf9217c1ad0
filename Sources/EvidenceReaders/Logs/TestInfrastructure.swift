import EvidenceCore

/// What the simulator, the destination and the test runner say when they, not the app, failed.
package enum TestInfrastructure {
    package static func isProblem(_ text: String) -> Bool { phrases.contains { text.includes($0) } }

    package static let phrases = [
        "Unable to boot", "Failed to boot", "failed to boot", "Unable to find a destination matching", "Unable to find a device matching",
        "Failed to install or launch the test runner", "Failed to install the app", "Failed to launch app", "failed to launch the test runner",
        "Early unexpected exit, operation never finished bootstrapping", "operation never finished bootstrapping", "never finished bootstrapping",
        "Test runner exited before starting test execution", "test runner hung before establishing connection", "The test runner hung",
        "Lost connection to test manager service", "Lost connection to the test manager service", "Lost connection to test process", "Lost connection to the test runner", "Timed out waiting for test runner", "timed out while waiting for the test runner",
        "Failed to prepare device", "Failed to create a bundle instance", "The bundle couldn’t be loaded", "The bundle couldn't be loaded", "Failed to load the test bundle",
        "Simulator device failed to", "CoreSimulatorService", "Could not launch “", "Could not launch \"", "Unable to launch simulator",
        "Application failed preflight checks", "The request was denied by service delegate",
        // nsurlsessiond, which runs background URL sessions, gone mid-test (NSURLErrorDomain -997). Not
        // -996 (`Could not communicate with background transfer service`): that is mostly the app's
        // own, one session identifier used by two processes.
        "Lost connection to background transfer service",
        "testmanagerd", "errSecMissingEntitlement", "status: -34018", "OSStatus -34018", "(-34018)", "IDETestRunnerDaemon", "Failed to initialize for UI testing", "failed to initialize for UI testing",
    ]
}
