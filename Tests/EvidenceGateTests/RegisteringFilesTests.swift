import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// The files collect archives as "the files that register background tasks": a register call in
/// Swift or Objective-C, or a plugin's setup call, outside comments; not folders of dependencies.
@Suite struct RegisteringFilesTests {
    @Test func findsRegistrationsAndPluginSetupsOutsideComments() throws {
        let directory = try TemporaryDirectory()
        try directory.write("root/App/Tasks.swift", """
            import BackgroundTasks
            // BGTaskScheduler.shared.register(forTaskWithIdentifier: "old", using: nil) { _ in }
            func registerAll() {
                BGTaskScheduler.shared.register(
                    forTaskWithIdentifier: Identifiers.refresh, using: nil) { task in task.setTaskCompleted(success: true) }
            }
            """)
        try directory.write("root/App/AppDelegate.m", """
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:@"com.example.cleanup" usingQueue:nil launchHandler:^(BGTask *task) {}];
                return YES;
            }
            """)
        try directory.write("root/ios/Runner/AppDelegate.swift", """
            import workmanager
            /* WorkmanagerPlugin.registerTask(withIdentifier: "disabled") */
            @main class AppDelegate: FlutterAppDelegate {
                override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    WorkmanagerPlugin.registerPeriodicTask(withIdentifier: "be.tramckrijte.workmanagerExample.iOSBackgroundAppRefresh", frequency: NSNumber(value: 20 * 60))
                    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                }
            }
            """)
        try directory.write("root/ios/RN/AppDelegate.mm", "  [[TSBackgroundFetch sharedInstance] didFinishLaunching];\n")
        try directory.write("root/App/Commented.swift", "/* BGTaskScheduler.shared.register(forTaskWithIdentifier: \"x.y\", using: nil) { _ in } */\n")
        try directory.write("root/App/Other.swift", "let refresh = \"com.example.refresh\"\n")
        try directory.write("root/Pods/Plugin/Plugin.swift", "BGTaskScheduler.shared.register(forTaskWithIdentifier: \"a.b\", using: nil) { _ in }\n")
        // A link out of the folder is not read, though what it leads to registers a task.
        try directory.write("outside/Registers.swift", "BGTaskScheduler.shared.register(forTaskWithIdentifier: \"c.d\", using: nil) { _ in }\n")
        try FileManager.default.createSymbolicLink(atPath: directory.path("root/App/Linked.swift"), withDestinationPath: "../../outside/Registers.swift")
        let found = TaskRegistrationScanner.registeringFiles(under: directory.path("root"))
        #expect(found == [
            SourceLocation(file: "App/AppDelegate.m", line: 2), SourceLocation(file: "App/Tasks.swift", line: 4),
            SourceLocation(file: "ios/RN/AppDelegate.mm", line: 1), SourceLocation(file: "ios/Runner/AppDelegate.swift", line: 5),
        ])
    }
}
