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

/// The identifier a line hands to a background URL session is the session's, never a task's: named by
/// the words or the call that hands it over.
@Suite struct SessionIdentifierTests {
    @Test(arguments: [
        ("let session = factory.makeSession(identifier: \"com.example.app.downloads\")", true),
        ("URLSessionConfiguration.background(withIdentifier: \"com.example.app.downloads\")", true),
        ("A background URLSession with identifier com.example.app.downloads already exists!", true),
        ("let request = BGProcessingTaskRequest(identifier: \"com.example.app.downloads\")", false),
        // An app's own wrapper of a task, named a session: not a URL session.
        ("let work = ProcessingSession(identifier: \"com.example.app.downloads\")", false),
        ("scheduler.register(forTaskWithIdentifier: \"com.example.app.downloads\", using: nil)", false),
    ])
    func aSessionsIdentifierIsNamedSo(line: String, isASessions: Bool) {
        #expect(TaskIdentifierScanner.namedSessionIdentifiers(in: line).contains("com.example.app.downloads") == isASessions)
    }
}
