@testable import EvidenceReaders
import EvidenceCore
import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// Spindumps Xcode takes of a test that exceeded its execution time allowance, exported beside the log:
/// collect skipped them as not evidence, and a hung test's failure said only that time ran out (the
/// held-out runs `ka08`, `kg01`, `ha08`, `hm08`, `hz01`, `iw04`, `jq06`). Read as logs now, for where
/// each test's threads stood.
@Suite struct SpindumpReportTests {
    /// The head of a spindump as the sampler writes it (macOS 15), and one thread: the main thread
    /// blocked on a semaphore under the app's code, below the test's function.
    static let header = """
        Date/Time:        2026-11-27 09:44:21.861 +0000
        End time:         2026-11-27 09:44:27.902 +0000
        OS Version:       macOS 15.7.2 (Build 24G325)
        Report Version:   53

        Data Source:      Stackshots
        Command:          xcodebuild (spindump requested: Test exceeded execution time allowance)
        Duration:         6.04s
        Steps:            604 (10ms sampling interval)

        Process:          Lanternfish [51877]
        Identifier:       com.lanternfish.ios

        """

    static let blockedInTheApp = header + """
          Thread 0x2204310    DispatchQueue "com.apple.main-thread"(1)    604 samples (1-604)    priority 47 (base 47)
          604  start + 2840 (dyld + 27848) [0x1002d2cc8]
            604  main + 120 (Lanternfish.debug.dylib + 31420) [0x1034cbabc]
              604  -[XCTestCase invokeTest] + 1032 (XCTestCore + 302156) [0x1060c9c4c]
                604  StatisticsSenderTests.testPendingStatsSent() + 244 (LanternfishTests + 9876) [0x1071a6694] StatisticsSenderTests.swift:23
                  604  StatisticsSender.sendPendingStats() + 1012 (Lanternfish.debug.dylib + 187340) [0x1034f1bcc] StatisticsSender.swift:32
                    604  OS_dispatch_semaphore.wait() + 16 (libswiftDispatch.dylib + 49520) [0x1a6b7c170]
                      604  _dispatch_semaphore_wait_slow + 76 (libdispatch.dylib + 23424) [0x180163b80]
                        604  semaphore_wait_trap + 8 (libsystem_kernel.dylib + 3368) [0x1803e4d28]
                         *604  semaphore_wait_continue + 0 (kernel.release.t8103 + 1206352) [0xfffffe0008329850]

          Binary Images:
                 0x1002c4000 -        0x10034ffff  dyld <8c8a0e7e>  /usr/lib/dyld

        """

    static func hangs(_ text: String) -> [String] {
        TestLogReaderStreamTests.read(text).1.runTaskLines.compactMap(\.excerpt).filter { $0.hasPrefix(SpindumpReport.Hang.prefix) }
    }

    @Test func spindumpsAreCollectedAsLogs() {
        #expect(EvidenceRecognizer.kind(ofFileNamed: "Spindump_StatisticsSenderTests.txt", prefix: Array(Self.blockedInTheApp.utf8)) == .log)
        #expect(EvidenceRecognizer.kind(ofFileNamed: "spindump", prefix: Array(Self.blockedInTheApp.utf8)) == .log)
        // A note about a spindump is none.
        #expect(EvidenceRecognizer.kind(ofFileNamed: "notes.txt", prefix: Array("Steps: run spindump, read the Thread 0x… lines\n".utf8)) == nil)
    }

    @Test func aThreadBlockedUnderTheAppsCodeIsTheTestsHang() {
        #expect(Self.hangs(Self.blockedInTheApp) == [
            "Hang report: Lanternfish (51877) — StatisticsSenderTests/testPendingStatsSent is blocked without a timeout: the app's StatisticsSender.sendPendingStats() (StatisticsSender.swift:32) waits in OS_dispatch_semaphore.wait(); no thread runs the app's code",
        ])
        // Its line is the test's function's line in the report, for the evidence's pointer.
        let line = TestLogReaderStreamTests.read(Self.blockedInTheApp).1.runTaskLines.first { $0.excerpt?.hasPrefix("Hang report") == true }
        #expect(line?.line == 17)
    }

    /// The test waiting for its expectations, with a deadline, asleep or in its run loop: on its own terms.
    @Test func aTestWaitingOnItsOwnTermsIsNotBlocked() {
        func thread(_ frames: [String]) -> String {
            var text = Self.header + "  Thread 0x49b61    DispatchQueue \"com.apple.main-thread\"(1)    1001 samples (1-1001)    priority 47 (base 47)\n"
            text += "  1001  -[XCTestCase invokeTest] + 1108 (XCTestCore + 224516) [0x1032b6d04]\n"
            text += "    1001  RefillTests.testRefillLaunches() + 276 (MarigoldTests + 29844) (RefillTests.swift:10) [0x1030ab194]\n"
            for (depth, frame) in frames.enumerated() { text += String(repeating: "  ", count: depth + 3) + "1001  " + frame + "\n" }
            return text + "\n"
        }
        let expectations = thread(["-[XCTWaiter waitForExpectations:timeout:enforceOrder:] + 1096 (XCTestCore + 296212) [0x1032c8514]",
                                   "-[NSRunLoop(NSRunLoop) runMode:beforeDate:] + 212 (Foundation + 8112604) [0x180fbcd5c]",
                                   "mach_msg2_trap + 8 (libsystem_kernel.dylib + 4244) [0x1803b1094]"])
        #expect(Self.hangs(expectations) == ["Hang report: Lanternfish (51877) — RefillTests/testRefillLaunches waits for its expectations (-[XCTWaiter waitForExpectations:timeout:enforceOrder:]); no thread runs the app's code"])
        // The wait's run loop ran the app's main-queue work on the test's own thread for a share of the time: the
        // app's code runs (slow, not stuck), though no other thread ran it.
        var busy = Self.header + "  Thread 0x49b61    DispatchQueue \"com.apple.main-thread\"(1)    1001 samples (1-1001)    priority 47 (base 47)\n"
        busy += "  1001  -[XCTestCase invokeTest] + 1108 (XCTestCore + 224516) [0x1032b6d04]\n"
        busy += "    1001  RefillTests.testRefillLaunches() + 276 (MarigoldTests + 29844) (RefillTests.swift:10) [0x1030ab194]\n"
        busy += "      1001  -[XCTWaiter waitForExpectations:timeout:enforceOrder:] + 1096 (XCTestCore + 296212) [0x1032c8514]\n"
        busy += "        1001  CFRunLoopRunSpecific + 552 (CoreFoundation + 538220) [0x1804d166c]\n"
        busy += "          601  mach_msg2_trap + 8 (libsystem_kernel.dylib + 4244) [0x1803b1094]\n"
        busy += "          400  __CFRUNLOOP_IS_SERVICING_THE_MAIN_DISPATCH_QUEUE__ + 16 (CoreFoundation + 12345) [0x1804d1000]\n"
        busy += "            400  RefillStore.merge(_:) + 80 (Lanternfish + 4096) (RefillStore.swift:42) [0x102000100]\n\n"
        #expect(Self.hangs(busy) == ["Hang report: Lanternfish (51877) — RefillTests/testRefillLaunches waits for its expectations (-[XCTWaiter waitForExpectations:timeout:enforceOrder:]); another thread runs the app's code"])
        let deadline = thread(["OS_dispatch_semaphore.wait(timeout:) + 60 (libswiftDispatch.dylib + 57412) [0x1a4b6e044]",
                               "_dispatch_sema4_timedwait + 64 (libdispatch.dylib + 12860) [0x18016b23c]",
                               "semaphore_timedwait_trap + 8 (libsystem_kernel.dylib + 3344) [0x1803b0d10]"])
        #expect(Self.hangs(deadline).first?.contains(" waits with a deadline ") == true)
        let asleep = thread(["+[NSThread sleepForTimeInterval:] + 160 (Foundation + 7893488) [0x180f877f0]", "__semwait_signal + 8 (libsystem_kernel.dylib + 3344) [0x1803b0d10]"])
        #expect(Self.hangs(asleep).first?.contains(" sleeps ") == true)
        // Running code (an endless loop) waits for nothing: no reading.
        #expect(Self.hangs(thread(["TariffRollup.sum() + 20 (Lanternfish.debug.dylib + 3344) [0x1803b0d10] TariffRollup.swift:9"])) == [])
        // None of them says blocked, which is what the rules read.
        for text in [expectations, deadline, asleep] { #expect(!Self.hangs(text).contains { $0.contains(SpindumpReport.Hang.blocked) }) }
    }

    /// The test's main thread blocked only in its own `dispatch_apply`, its workers blocked in the app's cache:
    /// the app's code is where the test hangs, whichever thread the report lists first. The image may carry
    /// the place (`(X.swift:21 in AppTests + 28460)`).
    @Test func aWorkerBlockedInTheAppSaysMoreThanTheTestsOwnWait() {
        let main = """
              Thread 0x1a2e1   DispatchQueue "com.apple.main-thread"(1)   10 samples (1-10)   priority 47 (base 47)
              10  -[XCTestCase invokeTest] + 1128 (XCTestCore + 131240) [0x1058a0ba8]
                10  ImageCacheTests.testConcurrentLoads() + 412 (ImageCacheTests.swift:20 in LanternfishTests + 28116) [0x107c36dd4]
                  10  _dispatch_apply_with_attr_f + 1012 (libdispatch.dylib + 16740) [0x1803a4164]
                    10  __ulock_wait2 + 8 (libsystem_kernel.dylib + 11240) [0x1804b6be8]


            """
        let worker = """
              Thread 0x1a36d   DispatchQueue "com.apple.root.user-initiated-qos"(4)   10 samples (1-10)   priority 47 (base 47)
              10  _dispatch_worker_thread2 + 180 (libdispatch.dylib + 85232) [0x1803b4cf0]
                10  closure #1 in ImageCacheTests.testConcurrentLoads() + 96 (LanternfishTests + 28460) [0x107c36f2c] [ImageCacheTests.swift:21]
                  10  ImageCache.image(named:) + 1104 (Lanternfish + 97584) (ImageCache.swift:26) [0x100a39d30]
                    10  -[NSLock lock] + 56 (Foundation + 512860) [0x180a7d35c]
                      10  __psynch_mutexwait + 8 (libsystem_kernel.dylib + 18004) [0x1804b8654]


            """
        let inTheApp = "Hang report: Lanternfish (51877) — ImageCacheTests/testConcurrentLoads is blocked without a timeout: the app's ImageCache.image(named:) (ImageCache.swift:26) waits in -[NSLock lock]; no thread runs the app's code"
        #expect(Self.hangs(Self.header + main + worker) == [inTheApp])
        #expect(Self.hangs(Self.header + worker + main) == [inTheApp])
        // Only the main thread: the test's own wait.
        #expect(Self.hangs(Self.header + main) == [
            "Hang report: Lanternfish (51877) — ImageCacheTests/testConcurrentLoads is blocked without a timeout: the test's own ImageCacheTests.testConcurrentLoads() (ImageCacheTests.swift:20) waits in _dispatch_apply_with_attr_f; no thread runs the app's code",
        ])
        // The main thread inside XCTest's wait, a worker of the test blocked in the app: the app, in either order.
        let waiting = main.replacingOccurrences(of: "_dispatch_apply_with_attr_f + 1012 (libdispatch.dylib + 16740)", with: "-[XCTWaiter waitForExpectations:timeout:enforceOrder:] + 1096 (XCTestCore + 296212)")
            .replacingOccurrences(of: "__ulock_wait2 + 8 (libsystem_kernel.dylib + 11240)", with: "mach_msg2_trap + 8 (libsystem_kernel.dylib + 4244)")
        #expect(Self.hangs(Self.header + waiting + worker) == [inTheApp])
        #expect(Self.hangs(Self.header + worker + waiting) == [inTheApp])
    }

    /// A call tree that branches: the leaf with the most samples is where the thread stood — a leaf running
    /// code too, which no lighter wait outweighs.
    @Test func theHeaviestLeafDecides() {
        func tree(_ heavy: String, _ light: String) -> String {
            Self.header + """
                  Thread 0x1    DispatchQueue "com.apple.main-thread"(1)    100 samples (1-100)    priority 47 (base 47)
                  100  SyncTests.testSyncFinishes() + 20 (LanternfishTests + 100) [0x1]
                \(heavy)
                \(light)

                """
        }
        let blocked = """
                90  SyncEngine.flush() + 40 (Lanternfish.debug.dylib + 200) [0x2] SyncEngine.swift:12
                  90  _dispatch_sync_f_slow + 148 (libdispatch.dylib + 61252) [0x3]
                    90  __ulock_wait + 8 (libsystem_kernel.dylib + 4456) [0x4]
            """
        let waits = """
                10  -[XCTWaiter waitForExpectations:timeout:enforceOrder:] + 108 (XCTestCore + 183412) [0x5]
                  10  mach_msg2_trap + 8 (libsystem_kernel.dylib + 4244) [0x6]
            """
        #expect(Self.hangs(tree(blocked, waits)) == [
            "Hang report: Lanternfish (51877) — SyncTests/testSyncFinishes is blocked without a timeout: the app's SyncEngine.flush() (SyncEngine.swift:12) waits in _dispatch_sync_f_slow; no thread runs the app's code",
        ])
        // 90 samples running the rollup, 10 in a lock: running, not blocked.
        let running = "    90  Rollup.add(_:) + 40 (Lanternfish.debug.dylib + 200) [0x2] Rollup.swift:12"
        let lock = """
                10  Rollup.flush() + 40 (Lanternfish.debug.dylib + 300) [0x7]
                  10  os_unfair_lock_lock_slow + 60 (libsystem_platform.dylib + 61252) [0x3]
                    10  __ulock_wait + 8 (libsystem_kernel.dylib + 4456) [0x4]
            """
        #expect(Self.hangs(tree(running, lock)) == [])
    }

    /// Blocked with another thread of the app still running its code: maybe a slow worker, and the line says
    /// so; a thread seen running for a moment (a tenth of the samples) does not count.
    @Test func aThreadStillRunningTheAppsCodeIsSaid() {
        let blocked = """
              Thread 0x1    DispatchQueue "com.apple.main-thread"(1)    100 samples (1-100)    priority 47 (base 47)
              100  RollupTests.testRollup() + 20 (LanternfishTests + 100) [0x1]
                100  RollupJob.runBlocking() + 40 (Lanternfish.debug.dylib + 200) [0x2] RollupJob.swift:12
                  100  OS_dispatch_group.wait() + 16 (libswiftDispatch.dylib + 61252) [0x3]
                    100  __ulock_wait + 8 (libsystem_kernel.dylib + 4456) [0x4]


            """
        func worker(_ samples: Int) -> String {
            """
              Thread 0x2    DispatchQueue "com.lanternfish.rollup"(9)    \(samples) samples (1-\(samples))    priority 31 (base 31)
              \(samples)  _dispatch_call_block_and_release + 32 (libdispatch.dylib + 8416) [0x5]
                \(samples)  RollupJob.compute(_:) + 412 (Lanternfish.debug.dylib + 88420) [0x6] RollupJob.swift:30


            """
        }
        #expect(Self.hangs(Self.header + blocked + worker(100)).first?.hasSuffix("waits in OS_dispatch_group.wait(); another thread runs the app's code") == true)
        #expect(Self.hangs(Self.header + blocked + worker(1)).first?.hasSuffix(SpindumpReport.Hang.nothingElseRunsWords) == true)
    }

    /// A deadlock inside a main-queue callback that XCTest's wait ran, below the wait: the nearest frame to
    /// the leaf decides. UI automation's wait for the app to go idle is no wait for expectations; a
    /// framework's own synchronous call (Photos' `performChangesAndWait`) is not blocked in the app's code.
    @Test func theFrameNearestTheLeafDecides() {
        func thread(_ frames: [String]) -> String {
            var text = Self.header + "  Thread 0x49b61    DispatchQueue \"com.apple.main-thread\"(1)    50 samples (1-50)    priority 47 (base 47)\n"
            text += "  50  UploadTests.testUploadFinishes() + 276 (LanternfishTests + 29844) [0x1030ab194]\n"
            for (depth, frame) in frames.enumerated() { text += String(repeating: "  ", count: depth + 2) + "50  " + frame + "\n" }
            return text + "\n"
        }
        let callback = thread(["-[XCTWaiter waitForExpectations:timeout:enforceOrder:] + 1096 (XCTestCore + 296212) [0x1]",
                               "CFRunLoopRunSpecific + 536 (CoreFoundation + 642988) [0x2]",
                               "_dispatch_main_queue_drain + 232 (libdispatch.dylib + 119028) [0x3]",
                               "closure #1 in Uploader.finish() + 44 (Lanternfish.debug.dylib + 31420) [0x4] Uploader.swift:40",
                               "OS_dispatch_semaphore.wait() + 16 (libswiftDispatch.dylib + 49520) [0x5]",
                               "semaphore_wait_trap + 8 (libsystem_kernel.dylib + 3368) [0x6]"])
        #expect(Self.hangs(callback).first?.contains("is blocked without a timeout: the app's closure #1 in Uploader.finish() (Uploader.swift:40)") == true)
        let idle = thread(["-[XCUIApplicationProcess waitForQuiescenceIncludingAnimationsIdle:] + 120 (XCUIAutomation + 1) [0x1]",
                           "__psynch_cvwait + 8 (libsystem_kernel.dylib + 2) [0x2]"])
        #expect(Self.hangs(idle) == [])
        let photos = thread(["PhotoSaver.save() + 40 (Lanternfish.debug.dylib + 200) [0x2] PhotoSaver.swift:12",
                             "-[PHPhotoLibrary performChangesAndWait:error:] + 80 (Photos + 1) [0x3]",
                             "_dispatch_semaphore_wait_slow + 76 (libdispatch.dylib + 23424) [0x4]",
                             "semaphore_wait_trap + 8 (libsystem_kernel.dylib + 3368) [0x5]"])
        #expect(Self.hangs(photos) == [])
    }

    /// A test's frame inside nested closures or a resumed async part names the test; a line of a thousand
    /// parentheses is read in one pass, and a line past a frame's length is none.
    @Test func testFramesInClosuresAndLongLinesAreRead() throws {
        let nested = try #require(SpindumpReport.frame("    5  closure #1 in closure #2 in CacheTests.testLoads() + 64 (AppTests + 1) [0x1]"))
        #expect(SpindumpReport.testFunction(nested).map { "\($0.suite)/\($0.name) \($0.isClosure)" } == "CacheTests/testLoads true")
        let resumed = try #require(SpindumpReport.frame("    5  (1) await resume partial function for DuplicateScannerTests.reportsExactDuplicates() + 56 (AppTests + 1) [0x1]"))
        #expect(SpindumpReport.testFunction(resumed).map { "\($0.suite)/\($0.name)" } == "DuplicateScannerTests/reportsExactDuplicates")
        let parentheses = "  5  x (" + String(repeating: ")", count: 3_000)
        #expect(SpindumpReport.frame(parentheses) == nil)
        var report = SpindumpReport()
        let long = Self.header + "  Thread 0x1    1 samples (1-1)\n  1  " + String(repeating: "(", count: 200_000) + " (Lanternfish + 1)\n"
        let (_, reader) = TestLogReaderStreamTests.read(long, chunkSize: 65_536)
        #expect(reader.runTaskLines.isEmpty)
        _ = report.finish()
    }

    /// A spindump of the app where no thread holds a test's function (a UI test's app; a test that drove the app
    /// from elsewhere): the main thread's reading, named by the report's file and folder, which the job named after
    /// the test — blocked under the app's own code, or running it in every sample. An idle main thread, or one
    /// busy under the app's `main` alone (UIKit's own work in the run loop), says nothing.
    @Test func theMainThreadOfAnAppWithNoTestFrameIsNamedByTheReportsFile() {
        func hangs(_ text: String, path: String = "logs/results/spindumps/LifecycleUITests-testBackgroundingReturnsPromptly.txt") -> [String] {
            ChunkedLog.read(text, evidencePath: path).1.runTaskLines.compactMap(\.excerpt).filter { $0.hasPrefix(SpindumpReport.Hang.prefix) }
        }
        let head = Self.header.replacingOccurrences(of: "Lanternfish", with: "Brine")
            .replacingOccurrences(of: "Identifier:", with: "Path:             /Users/runner/Library/Developer/CoreSimulator/Devices/5D2A/data/Containers/Bundle/Application/C1F0/Brine.app/Brine\nIdentifier:")
        let main = "  Thread 0x2c4a1    DispatchQueue \"com.apple.main-thread\"(1)    1001 samples (1-1001)    priority 47 (base 47)\n"
            + "  1001  start + 2724 (dyld + 20516) [0x1b6c5d024]\n"
            + "    1001  main + 64 (Brine + 31140) [0x1005b79a4] AppDelegate.swift:9\n"
            + "      1001  UIApplicationMain + 336 (UIKitCore + 3934000) [0x18b4a0730]\n"
        let busy = head + main
            + "        1001  SceneDelegate.sceneDidEnterBackground(_:) + 92 (Brine + 88412) [0x1005c599c] SceneDelegate.swift:8\n"
            + "          1001  ArticleDatabase.fetchUnreadAndStarred() + 212 (Brine + 140776) [0x1005d25e8] ArticleDatabase.swift:118\n"
            + "            1001  sqlite3_step + 52 (libsqlite3.dylib + 77520) [0x19b1a2ed0]\n"
            + "              1001  sqlite3VdbeExec + 2340 (libsqlite3.dylib + 80700) [0x19b1a3b3c]\n\n"
        #expect(hangs(busy) == ["Hang report: Brine (51877) — its main thread (in spindumps/LifecycleUITests-testBackgroundingReturnsPromptly.txt) runs the app's code without a pause: the app's ArticleDatabase.fetchUnreadAndStarred() (ArticleDatabase.swift:118) in sqlite3VdbeExec"])
        let blocked = head + main
            + "        1001  SceneRouter.waitForForegroundScene() + 64 (Brine + 151040) [0x100a64e00] SceneRouter.swift:11\n"
            + "          1001  _dispatch_semaphore_wait_slow + 76 (libdispatch.dylib + 14796) [0x18a7de9cc]\n"
            + "            1001  semaphore_wait_trap + 8 (libsystem_kernel.dylib + 3336) [0x18ab1ed08]\n\n"
        let line = hangs(blocked, path: "logs/Test (1)/StartSleepTimerIntentTests.testPerformCompletesWithoutActiveScene-spindump.txt")
        #expect(line == ["Hang report: Brine (51877) — its main thread (in Test  1 /StartSleepTimerIntentTests.testPerformCompletesWithoutActiveScene-spindump.txt) is blocked without a timeout: the app's SceneRouter.waitForForegroundScene() (SceneRouter.swift:11) waits in _dispatch_semaphore_wait_slow; no thread runs the app's code"])
        // Read back: of the test its file names, whole, and of no other.
        let read = SpindumpReport.Hang.read(line.first ?? "")
        #expect(read?.blocked == true && read?.inTheApp == true && read?.nothingElseRuns == true && read?.suite == "")
        #expect(SpindumpReport.Hang.isOf(TestIdentifier(module: "NightstandTests", suite: "StartSleepTimerIntentTests", name: "testPerformCompletesWithoutActiveScene"), line.first ?? ""))
        #expect(!SpindumpReport.Hang.isOf(TestIdentifier(module: nil, suite: "StartSleepTimerIntentTests", name: "testPerformCompletes"), line.first ?? ""))
        #expect(SpindumpReport.Hang.read(hangs(busy).first ?? "")?.runsTheApp == true)
        // Idle in its run loop; busy in UIKit's own work under the app's `main`: nothing.
        let idle = head + main
            + "        1001  CFRunLoopRunSpecific + 572 (CoreFoundation + 508220) [0x18a89c13c]\n"
            + "          1001  mach_msg2_trap + 8 (libsystem_kernel.dylib + 3120) [0x18ab1ec30]\n\n"
        let uiKit = head + main
            + "        1001  CFRunLoopRunSpecific + 572 (CoreFoundation + 508220) [0x18a89c13c]\n"
            + "          1001  -[UIView layoutSubviews] + 40 (UIKitCore + 120) [0x18a89c13d]\n\n"
        #expect(hangs(idle).isEmpty && hangs(uiKit).isEmpty)
        // A thread that holds a test's function is read as before, and the main thread's reading is not added.
        #expect(hangs(Self.blockedInTheApp).count == 1 && hangs(Self.blockedInTheApp).first?.contains("StatisticsSenderTests/testPendingStatsSent") == true)
        // …nor a daemon's busy main thread after it in the same report, nor one alone: a daemon's frames are no app's code.
        let daemon = "\nProcess:          backboardd [88]\nPath:             /usr/libexec/backboardd\nIdentifier:       com.apple.backboardd\n\n"
            + "  Thread 0x51    DispatchQueue \"com.apple.main-thread\"(1)    1001 samples (1-1001)\n"
            + "  1001  BKEventRouter.route() + 40 (backboardd + 120) [0x1]\n"
            + "    1001  memcpy + 8 (libsystem_platform.dylib + 3) [0x2]\n\n"
        #expect(hangs(Self.blockedInTheApp + daemon).count == 1)
        #expect(hangs(Self.header + daemon).isEmpty)
        // A running thread's samples spread over many leaves under the app's frame: still running it throughout.
        let spread = head + main
            + "        1001  ArticleDatabase.fetchUnreadAndStarred() + 212 (Brine + 140776) [0x1005d25e8] ArticleDatabase.swift:118\n"
            + "          400  sqlite3VdbeExec + 2340 (libsqlite3.dylib + 80700) [0x19b1a3b3c]\n"
            + "          300  sqlite3VdbeExec + 2400 (libsqlite3.dylib + 80760) [0x19b1a3b3d]\n"
            + "          301  sqlite3BtreeNext + 12 (libsqlite3.dylib + 90000) [0x19b1a3b3e]\n\n"
        #expect(hangs(spread).first?.contains("runs the app's code without a pause: the app's ArticleDatabase.fetchUnreadAndStarred()") == true)
        // Xcode's template `testLaunch` is in every `…LaunchTests`: a report named after one suite's is not another's.
        let launch = hangs(busy, path: "logs/spindumps/AppUITestsLaunchTests-testLaunchPerformance.txt").first ?? ""
        #expect(SpindumpReport.Hang.isOf(TestIdentifier(module: nil, suite: "AppUITestsLaunchTests", name: "testLaunchPerformance"), launch))
        #expect(!SpindumpReport.Hang.isOf(TestIdentifier(module: nil, suite: "SettingsUITests", name: "testLaunchPerformance"), launch))
        // An evidence path that names no file gives no main thread's reading.
        #expect(hangs(busy, path: "").isEmpty)
    }

    /// A job's export that prints the process before the sampler's header, and an Objective-C test's frame.
    @Test func aProcessLineBeforeTheHeaderNamesTheProcess() {
        let text = """
            Hang diagnostics for -[AppTests.VaultTests testUnlock]

            Process:          Vault [23110]
            Duration:         10.00s
            Steps:            1001 (10ms sampling interval)

              Thread 0x49b35    DispatchQueue "com.apple.main-thread"(1)    1001 samples (1-1001)    priority 47 (base 47)
              1001  -[VaultTests testUnlock] + 312 (AppTests + 31420) [0x1030ab7bc]
                1001  -[VaultStore unlockSynchronously] + 188 (Vault.debug.dylib + 402816) [0x1024b6580]
                  1001  pthread_mutex_lock + 12 (libsystem_pthread.dylib + 57412) [0x1a4b6e044]
                    1001  __psynch_mutexwait + 8 (libsystem_kernel.dylib + 18004) [0x1804b8654]

            """
        #expect(Self.hangs(text) == ["Hang report: Vault (23110) — VaultTests/testUnlock is blocked without a timeout: the app's -[VaultStore unlockSynchronously] waits in pthread_mutex_lock; no thread runs the app's code"])
    }

    /// XCTest's line for a test it stopped at its time limit, as a public log prints it (OpenBurnBar's CI,
    /// Xcode 16): no `failed` line follows, and the restart after it names no test. The test failed with
    /// XCTest's words (it was left running, then listed with no message), and collect takes its suite's file.
    @Test func aTestStoppedAtItsAllowanceFailsWithXCTestsWords() throws {
        let log = """
            Test Suite 'MediaSessionCoordinatorTests' started at 2026-06-12 22:42:42.654.
            Test Case '-[OpenBurnBarTests.MediaSessionCoordinatorTests testStartScreenShareRollsBack]' started.
            Test Case '-[OpenBurnBarTests.MediaSessionCoordinatorTests testStartScreenShareRollsBack]' exceeded execution time allowance of 10 minutes. The test may have hung.
            Restarting after unexpected exit, crash, or test timeout; summary will include totals from previous launches.
            Test Suite 'Selected tests' started at 2026-06-12 22:52:43.001.
            Test Case '-[OpenBurnBarTests.OtherTests testPasses]' started.
            Test Case '-[OpenBurnBarTests.OtherTests testPasses]' passed (0.001 seconds).

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        let failed = report.tests.filter { $0.status == .failed }
        #expect(failed.map(\.id.description) == ["OpenBurnBarTests.MediaSessionCoordinatorTests/testStartScreenShareRollsBack"])
        #expect(failed.first?.issues.map(\.message) == ["Test exceeded execution time allowance of 10 minutes. The test may have hung."])
        #expect(failed.first?.issues.first?.evidence?.line == 3)
        // XCTest's `error:` line first (Xcode 15's form), then the same words: one issue.
        let both = """
            Test Case '-[AppTests.SyncTests testSync]' started.
            /ci/AppTests/SyncTests.swift:15: error: -[AppTests.SyncTests testSync] : Test exceeded execution time allowance of 2 minutes. The test may have hung; check Xcode's test report for additional diagnostics.
            Test Case '-[AppTests.SyncTests testSync]' exceeded execution time allowance of 2 minutes. The test may have hung.

            """
        #expect(TestLogReaderStreamTests.read(both).0.tests.first?.issues.count == 1)
        // Its suite's file is one collect takes from the checkout.
        let scanner = FailureLocationScanner()
        Array(log.utf8).withUnsafeBytes { scanner.consume($0) }
        _ = scanner.finish()
        #expect(scanner.suitesWithoutPlace == ["MediaSessionCoordinatorTests"])
    }

    /// A job log that printed a hang diagnostic before running the tests reads on as a test log once its
    /// own lines begin: its results are kept, and so is the spindump's reading.
    @Test func aTestLogAfterASpindumpIsReadAsOne() {
        let log = Self.blockedInTheApp + """
            Command line invocation:
                /Applications/Xcode.app/Contents/Developer/usr/bin/xcodebuild test -scheme App
            Test Case '-[AppTests.OtherTests testPasses]' started.
            Test Case '-[AppTests.OtherTests testPasses]' passed (0.001 seconds).

            """
        let (report, reader) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.map(\.id.description) == ["AppTests.OtherTests/testPasses"])
        #expect(reader.runTaskLines.contains { $0.excerpt?.hasPrefix(SpindumpReport.Hang.prefix) == true })
    }

    /// What the line says, read back the way triage reads it.
    @Test func aHangReportsLineReadsBack() {
        let line = Self.hangs(Self.blockedInTheApp)[0]
        let read = SpindumpReport.Hang.read(line)
        #expect(read?.suite == "StatisticsSenderTests" && read?.name == "testPendingStatsSent" && read?.blocked == true && read?.inTheApp == true
                && read?.nothingElseRuns == true)
        let waits = SpindumpReport.Hang.read("Hang report: Vault (1) — VaultTests/testUnlock waits for its expectations (x)")
        #expect(waits?.name == "testUnlock" && waits?.blocked == false && waits?.nothingElseRuns == false)
        // A test inside its wait says too whether another thread ran the app's code (a wait of no timeout, nothing else under way, is stuck).
        #expect(SpindumpReport.Hang.read("Hang report: Vault (1) — VaultTests/testUnlock waits for its expectations (x); no thread runs the app's code")?.nothingElseRuns == true)
        #expect(SpindumpReport.Hang.isOf(TestIdentifier(module: "AppTests", suite: "StatisticsSenderTests", name: "testPendingStatsSent()"), line))
        #expect(!SpindumpReport.Hang.isOf(TestIdentifier(module: "AppTests", suite: "StatisticsSenderTests", name: "testPendingStats"), line))
        #expect(TestLogReader.keepsConsoleLine(line))
    }

    /// Each held-out run's spindumps, read through the log reader as collect archives them: exactly these
    /// readings (every hung test of the runs that exported a spindump, and the ones that waited on their own terms).
    @Test func heldOutSpindumpsAreRead() throws {
        let root = TestPaths.triageCorpus.appendingPathComponent("HeldOut")
        let runs = try FileManager.default.contentsOfDirectory(atPath: root.path)
        var read: [String: [String]] = [:]
        for prefix in Self.heldOutReadings.keys.sorted() {
            let run = try #require(runs.first { $0.hasPrefix(prefix + "-") })
            let files = (FileManager.default.enumerator(atPath: root.appendingPathComponent(run).path)?.allObjects.compactMap { $0 as? String } ?? []).sorted()
            var lines: [String] = []
            for file in files where !file.hasPrefix("checkout") {
                let url = root.appendingPathComponent(run).appendingPathComponent(file)
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                let bytes = try Array(Data(contentsOf: url))
                guard SpindumpReport.isReport(Array(bytes.prefix(EvidenceRecognizer.prefixLength))) else { continue }
                #expect(EvidenceRecognizer.kind(ofFileNamed: (file as NSString).lastPathComponent, prefix: Array(bytes.prefix(EvidenceRecognizer.prefixLength))) == .log, "\(file)")
                lines += TestLogReaderStreamTests.read(bytes, chunkSize: 4096).1.runTaskLines.compactMap(\.excerpt).filter { $0.hasPrefix(SpindumpReport.Hang.prefix) }
            }
            read[prefix] = lines
        }
        #expect(read == Self.heldOutReadings)
    }

    static let heldOutReadings: [String: [String]] = [
        "ha08": [
            "Hang report: Cartolina (3318) — ImageCacheTests/testConcurrentLoadsShareOneDecode is blocked without a timeout: the app's ImageCache.image(named:) (ImageCache.swift:16) waits in _dispatch_semaphore_wait_slow; no thread runs the app's code",
        ],
        "hm08": [
            "Hang report: Tallowmere (23544) — MeterSyncSchedulingTests/testSystemLaunchesMeterSyncAfterSubmit waits for its expectations (-[XCTestCase(AsynchronousTesting) waitForExpectations:timeout:enforceOrder:]); no thread runs the app's code",
            "Hang report: Tallowmere (23817) — TariffRollupJobTests/testRollupCompletesForLargeHousehold is blocked without a timeout: the app's TariffRollupJob.runBlocking(households:) (TariffRollupJob.swift:45) waits in OS_dispatch_semaphore.wait(); no thread runs the app's code",
        ],
        "hy07": [
            "Hang report: Shutterbox (40127) — PhotoBackupTaskTests/testExpirationStopsUploadPromptly is blocked without a timeout: the app's PhotoUploader.cancelAndWait() (PhotoUploader.swift:26) waits in _dispatch_semaphore_wait_slow; no thread runs the app's code",
            "Hang report: Shutterbox (40188) — PhotoBackupTaskTests/testExpirationStopsUploadPromptly is blocked without a timeout: the app's PhotoUploader.cancelAndWait() (PhotoUploader.swift:26) waits in _dispatch_semaphore_wait_slow; no thread runs the app's code",
        ],
        "hz01": [
            "Hang report: Podlark (11408) — PlaybackReportUploaderTests/testPersistedUploadStartsWhileReportSendIsInFlight is blocked without a timeout: the app's PlaybackReportUploader.startPersistedUpload(_:) waits in _dispatch_sync_f_slow; no thread runs the app's code",
        ],
        "ip07": [
            "Hang report: Lanternfish (38811) — BackgroundFetchTests/testStopIODoesNotBlockWhileFetchInFlight is blocked without a timeout: the app's ImapSession.stopIO() (ImapSession.swift:19) waits in OS_dispatch_semaphore.wait(); no thread runs the app's code",
            "Hang report: Lanternfish (39140) — BackgroundFetchTests/testStopIODoesNotBlockWhileFetchInFlight is blocked without a timeout: the app's ImapSession.stopIO() (ImapSession.swift:19) waits in OS_dispatch_semaphore.wait(); no thread runs the app's code",
        ],
        "iw04": [
            "Hang report: Harborline (51207) — UploadQueueTests/testFlushDrainsPendingUploads is blocked without a timeout: the app's UploadQueue.flushSynchronously() waits in OS_dispatch_semaphore.wait(); no thread runs the app's code",
        ],
        "je01": [
            "Hang report: Marginalia (41877) — LibrarySyncExpirationTests/testExpirationDuringBadgeUpdateCompletesTask is blocked without a timeout: the app's LibraryStore.forceClose() waits in _dispatch_sync_f_slow; no thread runs the app's code",
        ],
        "jq06": [
            "Hang report: Quaywise (8131) — ThumbnailCacheTests/testThumbnailCompletionArrivesOnMain is blocked without a timeout: the test's own ThumbnailCacheTests.waitForThumbnail(_:url:) (ThumbnailCacheTests.swift:30) waits in OS_dispatch_semaphore.wait(); no thread runs the app's code",
        ],
        "ka08": [
            "Hang report: Marigold (23110) — RefillRefreshOperationTests/testRefreshFinishesWhenTokenRenewalIsSlow is blocked without a timeout: the app's TokenRenewer.renewBlocking() (TokenRenewer.swift:27) waits in OS_dispatch_semaphore.wait(); no thread runs the app's code",
            "Hang report: Marigold (23118) — RefillSchedulingTests/testRefillRefreshLaunchesWithinTenMinutes waits for its expectations (-[XCTestCase waitForExpectations:timeout:enforceOrder:]); no thread runs the app's code",
        ],
        "kg01": [
            "Hang report: Lanternfish (51877) — StatisticsSenderTests/testPendingStatsSentOnBecomeActive is blocked without a timeout: the app's StatisticsSender.sendPendingStatsIfNeeded() (StatisticsSender.swift:32) waits in OS_dispatch_semaphore.wait(); no thread runs the app's code",
        ],
        "kk07": [
            "Hang report: Trailmark (1184) — TrackUploadTaskTests/testQueuedTrackUploadsWhileLocked waits for its expectations (-[XCTestCase(AsynchronousTesting) waitForExpectations:timeout:enforceOrder:]); no thread runs the app's code",
            "Hang report: Trailmark (1207) — TrailRepositoryTests/testRefreshFromBackgroundThreadCompletes is blocked without a timeout: the app's DependencyValues._current.unsafeMutableAddressor waits in swift_once; no thread runs the app's code",
        ],
    ]
}
