@testable import EvidenceTriage
import Testing

/// A line names a task's identifier only as a whole token: not as the start of a longer identifier, nor
/// inside one; a sentence's full stop after it still ends it.
@Suite struct TaskIdentifierScannerTests {
    @Test(arguments: [
        ("Registration rejected; com.example.app.sync is not advertised in the application's Info.plist", true),
        ("submitted com.example.app.sync.", true),
        ("submitted com.example.app.sync. Waiting for the launch", true),
        ("com.example.app.sync.nightly is not advertised in the application's Info.plist", false),
        ("com.example.app.syncs is not advertised in the application's Info.plist", false),
        ("com.example.app.sync-weekly is not advertised", false),
        ("xcom.example.app.sync is not advertised", false),
    ])
    func aLineNamesATaskWhole(line: String, names: Bool) {
        #expect(TaskIdentifierScanner.names("com.example.app.sync", exactlyIn: line) == names)
    }
}
