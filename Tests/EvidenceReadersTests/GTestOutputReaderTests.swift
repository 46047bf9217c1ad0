import EvidenceCore
import EvidenceReaders
import Foundation
import Testing

/// Google Test's console output, as a Kotlin/Native test binary prints it (`--ktest_logger=GTEST`),
/// read through the log reader as collect archives a CI log: each test's result, a failure's message
/// without its stack, and the closing list of failures not read as more tests.
@Suite struct GTestOutputReaderTests {
    static let log = """
        [==========] Running 3 tests from 2 test cases.
        [----------] 2 tests from app.reelnight.format.EpisodeCodeFormatterTest
        [ RUN      ] app.reelnight.format.EpisodeCodeFormatterTest.formatsDoubleDigitSeasons
        kotlin.AssertionError: Expected <S12E03>, actual <S12E3>.
            at 0   test.kexe                           0x102e71b53        kfun:kotlin.Throwable#<init>(kotlin.String?){} + 99
            at 4   test.kexe                           0x1030a8c41        kfun:app.reelnight.format.EpisodeCodeFormatterTest#formatsDoubleDigitSeasons(){} + 1073 (/builds/reelnight/shared/src/iosTest/kotlin/app/reelnight/format/EpisodeCodeFormatterTest.kt:14:9)
        [  FAILED  ] app.reelnight.format.EpisodeCodeFormatterTest.formatsDoubleDigitSeasons (1 ms)
        [ RUN      ] app.reelnight.format.EpisodeCodeFormatterTest.formatsDoubleDigitEpisodes
        [       OK ] app.reelnight.format.EpisodeCodeFormatterTest.formatsDoubleDigitEpisodes (2 ms)
        [ RUN      ] RetryTest.retriesOnce
        [       OK ] RetryTest.retriesOnce (0 ms)
        [==========] 3 tests from 2 test cases ran. (3 ms total)
        [  PASSED  ] 2 tests.
        [  FAILED  ] 1 test, listed below:
        [  FAILED  ] app.reelnight.format.EpisodeCodeFormatterTest.formatsDoubleDigitSeasons

        """

    @Test func eachTestsResultAndAFailuresMessageWithoutItsStack() {
        let reader = TestLogReader(evidencePath: "logs/job.log")
        Data(Self.log.utf8).withUnsafeBytes { reader.consume($0) }
        let tests = reader.finish().tests
        #expect(tests.count == 3)
        #expect(tests.count(of: .failed) == 1)
        let failed = tests.position(of: TestIdentifier(module: "app.reelnight.format", suite: "EpisodeCodeFormatterTest", name: "formatsDoubleDigitSeasons"))
        #expect(failed.map { tests.issues(at: $0).map(\.message) } == ["kotlin.AssertionError: Expected <S12E03>, actual <S12E3>."])
        // Its place is the test function's frame (`kfun:…#formatsDoubleDigitSeasons(…) (…Test.kt:14:9)`).
        #expect(failed.flatMap { tests.issues(at: $0).first?.location } == SourceLocation(file: "/builds/reelnight/shared/src/iosTest/kotlin/app/reelnight/format/EpisodeCodeFormatterTest.kt", line: 14))
        #expect(tests.position(of: TestIdentifier(module: nil, suite: "RetryTest", name: "retriesOnce")).map(tests.status(at:)) == .passed)
    }

    /// A suspending test's function runs as a coroutine: its frame names it between dollars.
    @Test func aSuspendingTestsPlaceIsItsCoroutinesFrame() {
        let log = """
            [ RUN      ] app.tasks.SyncTest.expires
            kotlin.AssertionError: Expected <false>, actual <null>.
                at 4   test.kexe   0x1030a8c41   kfun:app.tasks.SyncTest.$retries$lambda$0$COROUTINE$2.invokeSuspend#internal + 10 (/builds/app/RetryTest.kt:12:9)
                at 5   test.kexe   0x1030a8c41   kfun:app.tasks.SyncTest.$expires$lambda$0$COROUTINE$3.invokeSuspend#internal + 1073 (/builds/app/SyncTest.kt:57:9)
            [  FAILED  ] app.tasks.SyncTest.expires (1 ms)

            """
        let reader = TestLogReader(evidencePath: "logs/job.log")
        Data(log.utf8).withUnsafeBytes { reader.consume($0) }
        let tests = reader.finish().tests
        let failed = tests.position(of: TestIdentifier(module: "app.tasks", suite: "SyncTest", name: "expires"))
        #expect(failed.flatMap { tests.issues(at: $0).first?.location } == SourceLocation(file: "/builds/app/SyncTest.kt", line: 57))
    }

    /// An exception (not an assertion's error) is placed where the project's code threw it: the first frame
    /// above the test's that lies in the test's project, past a driver's frames built on another machine;
    /// an assertion stays at the test's frame. Frames may give a line without a column.
    @Test func anExceptionsPlaceIsTheProjectsFrameThatThrewIt() {
        let log = """
            [ RUN      ] app.tally.shared.TallyRepositoryTest.testInsertThenCount
            co.touchlab.sqliter.interop.SQLiteExceptionErrorCode: error preparing statement | no such table: tally_entry
                    at kfun:co.touchlab.sqliter.native.NativeDatabaseConnection#createStatement(kotlin.String){} (/Users/runner/work/SQLiter/SQLiter/src/nativeCommonMain/kotlin/NativeDatabaseConnection.kt:34)
                    at kfun:app.tally.shared.TallyRepository#count(){}kotlin.Long (/Users/ci/project/shared/src/commonMain/kotlin/app/tally/shared/TallyRepository.kt:22)
                    at kfun:app.tally.shared.TallyRepositoryTest#testInsertThenCount(){} (/Users/ci/project/shared/src/commonTest/kotlin/app/tally/shared/TallyRepositoryTest.kt:20)
            [  FAILED  ] app.tally.shared.TallyRepositoryTest.testInsertThenCount (9 ms)
            [ RUN      ] app.tally.shared.TallyRepositoryTest.testCount
            kotlin.AssertionError: Expected <1>, actual <0>.
                    at kfun:app.tally.shared.TallyRepository#count(){}kotlin.Long (/Users/ci/project/shared/src/commonMain/kotlin/app/tally/shared/TallyRepository.kt:22)
                    at kfun:app.tally.shared.TallyRepositoryTest#testCount(){} (/Users/ci/project/shared/src/commonTest/kotlin/app/tally/shared/TallyRepositoryTest.kt:31)
            [  FAILED  ] app.tally.shared.TallyRepositoryTest.testCount (1 ms)
            [ RUN      ] app.tally.shared.TallyRepositoryTest.testPrinted
            counting entries
            kotlin.AssertionError: Expected <1>, actual <0>.
                    at kfun:app.tally.shared.TallyRepository#count(){}kotlin.Long (/Users/ci/project/shared/src/commonMain/kotlin/app/tally/shared/TallyRepository.kt:22)
                    at kfun:app.tally.shared.TallyRepositoryTest#testPrinted(){} (/Users/ci/project/shared/src/commonTest/kotlin/app/tally/shared/TallyRepositoryTest.kt:40)
            [  FAILED  ] app.tally.shared.TallyRepositoryTest.testPrinted (1 ms)

            """
        let reader = TestLogReader(evidencePath: "logs/job.log")
        Data(log.utf8).withUnsafeBytes { reader.consume($0) }
        let tests = reader.finish().tests
        let place = { (name: String) in
            tests.position(of: TestIdentifier(module: "app.tally.shared", suite: "TallyRepositoryTest", name: name)).flatMap { tests.issues(at: $0).first?.location }
        }
        #expect(place("testInsertThenCount") == SourceLocation(file: "/Users/ci/project/shared/src/commonMain/kotlin/app/tally/shared/TallyRepository.kt", line: 22))
        #expect(place("testCount") == SourceLocation(file: "/Users/ci/project/shared/src/commonTest/kotlin/app/tally/shared/TallyRepositoryTest.kt", line: 31))
        // (The test's own output before the assertion does not make it an exception.)
        #expect(place("testPrinted") == SourceLocation(file: "/Users/ci/project/shared/src/commonTest/kotlin/app/tally/shared/TallyRepositoryTest.kt", line: 40))
        // collect's scanner archives the test's file and, for the exception, the code's.
        let scanner = FailureLocationScanner()
        Array(log.utf8).withUnsafeBytes { scanner.consume($0) }
        #expect(scanner.finish() == ["/Users/ci/project/shared/src/commonMain/kotlin/app/tally/shared/TallyRepository.kt",
                                     "/Users/ci/project/shared/src/commonTest/kotlin/app/tally/shared/TallyRepositoryTest.kt"])
    }

    @Test func aTestTheLogLeavesRunningFailed() {
        let reader = TestLogReader(evidencePath: "logs/job.log")
        Data("[ RUN      ] app.SyncTest.hangs\nsome output\n".utf8).withUnsafeBytes { reader.consume($0) }
        let tests = reader.finish().tests
        #expect(tests.count(of: .failed) == 1)
    }
}
