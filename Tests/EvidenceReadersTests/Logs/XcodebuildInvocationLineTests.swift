@testable import EvidenceReaders
import Testing

/// Where the tests ran, from the command xcodebuild echoes under `Command line invocation:`.
@Suite struct XcodebuildInvocationLineTests {
    static let commands: [(String, String?)] = [
        (#"    /Applications/Xcode.app/Contents/Developer/usr/bin/xcodebuild test -scheme App -destination "platform=iOS Simulator,name=iPhone 16,OS=18.2" -resultBundlePath build/Test.xcresult"#,
         "platform=iOS Simulator,name=iPhone 16,OS=18.2"),
        ("    xcodebuild test -workspace App.xcworkspace -scheme App -destination 'platform=iOS,id=00008020-0009AABBCCDD1122'", "platform=iOS,id=00008020-0009AABBCCDD1122"),
        ("    /usr/bin/xcodebuild test -scheme App -destination platform=macOS -quiet", "platform=macOS"),
        (#"    xcodebuild test -scheme App -destination platform=iOS\ Simulator,name=iPhone\ 16 -quiet"#, "platform=iOS Simulator,name=iPhone 16"),
        // A CI task that quotes each argument, the option with its value.
        (#"    /Applications/Xcode_16.3.app/Contents/Developer/usr/bin/xcodebuild test -scheme Host "-destination platform=macOS,variant=Mac Catalyst" -resultBundlePath a.xcresult"#,
         "platform=macOS,variant=Mac Catalyst"),
        // No destination, an unclosed quote, or not xcodebuild's command: nothing is made up.
        ("    /Applications/Xcode.app/Contents/Developer/usr/bin/xcodebuild build -scheme App", nil),
        (#"    xcodebuild test -destination "platform=iOS Simulator"#, nil),
        ("    swift test -destination x", nil),
    ]

    @Test(arguments: 0..<commands.count)
    func theDestinationIsReadAsTheShellPassedIt(_ index: Int) {
        let (command, destination) = Self.commands[index]
        let (report, _) = TestLogReaderStreamTests.read("Command line invocation:\n\(command)\n\nTest Suite 'All tests' started at 2026-01-01 00:00:00.000.\n")
        #expect(report.build.destination == destination)
    }

    /// A CI step's own echo of the command it runs, at the line's start (a script's line, `set -x`'s `+`, fastlane's
    /// `$`), is read where the log holds no `Command line invocation:` (xcbeautify's output drops it; round 93's `qf03`).
    @Test(arguments: [
        ("xcodebuild test -scheme Sluice -destination 'platform=iOS Simulator,name=iPhone 16 Pro,OS=18.4' \\", "platform=iOS Simulator,name=iPhone 16 Pro,OS=18.4"),
        ("+ set -o pipefail && xcodebuild test-without-building -xctestrun a.xctestrun -destination 'platform=iOS Simulator,name=iPhone 15' | xcbeautify", "platform=iOS Simulator,name=iPhone 15"),
        // fastlane's timestamp is read off the line as the reader reads it off any.
        ("[12:00:01]: $ xcodebuild -scheme App -destination 'platform=iOS,id=00008110-001A2D3C0E12801E' test", "platform=iOS,id=00008110-001A2D3C0E12801E"),
        // The words a shell line puts before its program, Azure Pipelines' echo, Bitrise's quoting of each argument.
        ("set -euo pipefail && xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPhone 15'", "platform=iOS Simulator,name=iPhone 15"),
        ("+ env NSUnbufferedIO=YES /usr/bin/xcodebuild -scheme App -destination 'platform=iOS Simulator,name=iPhone 16' test", "platform=iOS Simulator,name=iPhone 16"),
        ("##[command]/usr/bin/xcodebuild test -scheme App -destination platform=iOS\\ Simulator,name=iPhone\\ 16", "platform=iOS Simulator,name=iPhone 16"),
        (#"$ set -o pipefail && env "NSUnbufferedIO=YES" xcodebuild "-scheme" "App" "test" "-destination" "platform=iOS Simulator,name=iPhone 16""#,
         "platform=iOS Simulator,name=iPhone 16"),
        ("NSUnbufferedIO=YES xcrun xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPhone 16'", "platform=iOS Simulator,name=iPhone 16"),
        // Not a command: a line that mentions one, or xcodebuild's own error.
        ("note: run xcodebuild test -destination 'platform=iOS Simulator,name=X' locally", nil),
        ("xcodebuild: error: Unable to find a destination matching the provided destination specifier:", nil),
        // Nor a script wrapping it, an added line of a printed diff, nor script source whose destination is still a variable.
        ("set -o pipefail && ./scripts/run-xcodebuild.sh -destination 'platform=iOS,id=abc'", nil),
        ("+    xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPhone 15'", nil),
        ("+xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPhone 15'", nil),
        (#"$ xcodebuild test -scheme App -destination "$IOS_DESTINATION""#, nil),
        (#"xcodebuild test -scheme App -destination "${{ matrix.destination }}""#, nil),
    ] as [(String, String?)])
    func aCIStepsEchoedCommandIsRead(_ line: String, _ destination: String?) {
        let (report, _) = TestLogReaderStreamTests.read(line + "\nTest Suite 'All tests' started at 2026-01-01 00:00:00.000.\n")
        #expect(report.build.destination == destination)
    }

    /// The test plan and scheme of the commands that ran tests (not of one that only built them): the archived
    /// plan or scheme of that name is what the tests ran with.
    @Test func theTestPlanAndSchemeOfTheCommandsThatRanTests() {
        let log = """
        xcodebuild build-for-testing -scheme Tally-Build -testPlan Everything -destination 'generic/platform=iOS Simulator'
        Command line invocation:
            /Applications/Xcode-16.2.0.app/Contents/Developer/usr/bin/xcodebuild test -project Tally.xcodeproj -scheme Tally -testPlan TallyCI -destination "platform=iOS Simulator,name=iPhone 16,OS=18.2"

        """
        let build = TestLogReaderStreamTests.read(log).0.build
        #expect(build.testPlans == ["TallyCI"])
        #expect(build.testSchemes == ["Tally"])
        // As Bitrise echoes them, each option and its value quoted apart.
        let quoted = """
        $ set -o pipefail && env "NSUnbufferedIO=YES" xcodebuild "-scheme" "Tally Nightly" "-testPlan" "Nightly" "test" "-destination" "id=8A2D6C41-0B7E-4F93-95C1-E3D7A2F6B084" | xcpretty

        """
        let echoed = TestLogReaderStreamTests.read(quoted).0.build
        #expect(echoed.testSchemes == ["Tally Nightly"] && echoed.testPlans == ["Nightly"])
        // A command that names neither: nothing is said of them.
        let bare = TestLogReaderStreamTests.read("xcodebuild test -workspace App.xcworkspace -destination 'platform=iOS Simulator,name=iPhone 15'\n").0.build
        #expect(bare.testPlans.isEmpty && bare.testSchemes.isEmpty)
    }

    /// xcodebuild's own invocation says where the tests ran over any echo of the script before it; a build step's echo
    /// gives way to a later one that runs the tests; an echoed command continued over lines is read whole.
    @Test func anEchoGivesWayToWhatRanTheTests() {
        let ownAfterEcho = """
        xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPhone 15' | xcbeautify
        Command line invocation:
            /usr/bin/xcodebuild test -scheme App -destination "platform=iOS,id=00008110-001A2D3C0E12801E"
        """
        #expect(TestLogReaderStreamTests.read(ownAfterEcho + "\n").0.build.destination == "platform=iOS,id=00008110-001A2D3C0E12801E")
        let buildThenTest = """
        xcodebuild build -scheme App -destination 'platform=iOS Simulator,name=iPhone 16 Pro,OS=18.4' | xcbeautify
        xcodebuild test -scheme App -destination 'platform=iOS,id=00008110-001A2D3C0E12801E' | xcbeautify
        """
        let (report, _) = TestLogReaderStreamTests.read(buildThenTest + "\n")
        #expect(report.build.destination == "platform=iOS,id=00008110-001A2D3C0E12801E")
        #expect(report.build.testDestinations == ["platform=iOS,id=00008110-001A2D3C0E12801E"])
        // Two steps that each run the tests (an older runtime's, then a newer one's): both destinations, the first the run's.
        let twoSteps = """
        $ set -o pipefail && env "NSUnbufferedIO=YES" xcodebuild "-scheme" "App" "build" "test" "-destination" "id=8A2D6C41-0B7E-4F93-95C1-E3D7A2F6B084" | xcpretty
        $ set -o pipefail && env "NSUnbufferedIO=YES" xcodebuild "-scheme" "App" "build" "test" "-destination" "id=4B7E1F2A-9C3D-4E85-A6B0-D1C2E3F40516" | xcpretty
        """
        let two = TestLogReaderStreamTests.read(twoSteps + "\n").0.build
        #expect(two.destination == "id=8A2D6C41-0B7E-4F93-95C1-E3D7A2F6B084")
        #expect(two.testDestinations == ["id=8A2D6C41-0B7E-4F93-95C1-E3D7A2F6B084", "id=4B7E1F2A-9C3D-4E85-A6B0-D1C2E3F40516"])
        let continued = """
        xcodebuild test \\
          -workspace App.xcworkspace -scheme App \\
          -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.2' \\
          -resultBundlePath build/Test.xcresult
        Test Suite 'All tests' started at 2026-01-01 00:00:00.000.
        """
        #expect(TestLogReaderStreamTests.read(continued + "\n").0.build.destination == "platform=iOS Simulator,name=iPhone 16,OS=18.2")
        // The action on a later line than the destination: the command runs the tests.
        let actionLast = "xcodebuild -scheme App -destination 'platform=iOS,id=00008110-001A2D3C0E12801E' \\\n  test-without-building\n"
        #expect(TestLogReaderStreamTests.read(actionLast).0.build.testDestinations == ["platform=iOS,id=00008110-001A2D3C0E12801E"])
        // A continued command longer than the reader keeps is dropped, the log still read.
        let long = "xcodebuild test -scheme App " + String(repeating: "-only-testing:AppTests/SomeTests/testSomething ", count: 100) + "\\\n  -destination 'platform=iOS Simulator,name=iPhone 16' \\\n  -quiet\n"
        #expect(TestLogReaderStreamTests.read(long + "Test Suite 'All tests' started at 2026-01-01 00:00:00.000.\n").0.build.destination == nil)
    }

    /// Only the command under the heading is read: a build step's indented command line that
    /// happens to name xcodebuild and a destination is not where the tests ran.
    @Test func onlyTheLineUnderTheHeadingCounts() {
        let log = """
        CompileSwift normal arm64 (in target 'App' from project 'App')
            cd /tmp && /usr/bin/xcodebuild -destination "platform=iOS Simulator,name=Other"
        Command line invocation:
            /usr/bin/xcodebuild test -scheme App -destination "platform=iOS,name=Lab iPhone"
        """
        let (report, reader) = TestLogReaderStreamTests.read(log + "\n")
        #expect(report.build.destination == "platform=iOS,name=Lab iPhone")
        #expect(reader.unrecognizedLineCount == 0)
        #expect(XcodebuildInvocationLine.isSimulator("platform=iOS Simulator,name=iPhone 16"))
        // `build-for-testing` first, then the run of the tests: the tests' destination is kept.
        let twoSteps = """
        Command line invocation:
            /usr/bin/xcodebuild build-for-testing -scheme App -destination "generic/platform=iOS Simulator"

        Command line invocation:
            /usr/bin/xcodebuild test-without-building -scheme App -destination "platform=iOS Simulator,name=iPhone 16"

        Command line invocation:
            /usr/bin/xcodebuild test -scheme Other -destination "platform=iOS,name=Lab iPhone"
        """
        #expect(TestLogReaderStreamTests.read(twoSteps + "\n").0.build.destination == "platform=iOS Simulator,name=iPhone 16")
        #expect(!XcodebuildInvocationLine.isSimulator("platform=iOS,name=Lab iPhone"))
    }
}
