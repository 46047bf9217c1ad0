import Foundation
import Testing
@testable import Orchard

@Suite struct RegistrationTests {
    /// AppDelegate registers both launch handlers in didFinishLaunching; the recorder keeps
    /// what BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:) returned.
    @Test func registersRefreshTask() {
        #expect(DiagnosticRecorder.shared.registration(for: "com.orchard.reader.refresh") == .succeeded)
    }

    @Test func registersCleanupProcessingTask() {
        #expect(DiagnosticRecorder.shared.registration(for: "com.orchard.reader.cleanup") == .succeeded)
    }
}
