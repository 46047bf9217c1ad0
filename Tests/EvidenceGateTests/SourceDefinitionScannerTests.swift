@testable import EvidenceGate
import Testing

@Suite struct SourceDefinitionScannerTests {
    @Test func readsTheDefinitionFormsAppsUse() {
        let definitions = SourceDefinitionScanner.definitions(in: """
            final class TaskManager {
                static let refreshID: String = "com.example.refresh" // the app-refresh task
                private let processingID = "com.example.cleanup";
                static var syncID: String { "com.example.sync" }
                var legacyID: String { return "com.example.legacy" }
                let alias = TaskManager.refreshID
                let handler = { task in
                let equal = a == b
            }
            enum TaskID: String { case nightly = "com.example.nightly" }
            extension TaskManager {}
            NSString *const ObjCTaskID = @"com.example.objc";
            #define MACRO_TASK_ID @"com.example.macro"
            """)
        #expect(definitions.values["refreshID"] == ["\"com.example.refresh\""])
        #expect(definitions.values["processingID"] == ["\"com.example.cleanup\""])
        #expect(definitions.values["syncID"] == ["\"com.example.sync\""])
        #expect(definitions.values["legacyID"] == ["\"com.example.legacy\""])
        #expect(definitions.values["alias"] == ["TaskManager.refreshID"])
        #expect(definitions.values["handler"] == nil)
        #expect(definitions.values["nightly"] == ["\"com.example.nightly\""])
        #expect(definitions.values["ObjCTaskID"] == ["@\"com.example.objc\""])
        #expect(definitions.values["MACRO_TASK_ID"] == ["@\"com.example.macro\""])
        #expect(definitions.types == ["TaskManager", "TaskID"])
    }
}
