import EvidenceCore

/// Lines that carry nothing for triage but are known, so that they do not count as unrecognised:
/// XCTest suite progress and totals, build steps and their headers, SwiftPM progress, xcodebuild's
/// own chatter, source excerpts under a diagnostic (`^~~~`). (UI test activity, `t = 1.38s …`, is
/// `UITestActivityLine`'s.)
struct LogNoiseLine {
    static let prefixes: [[UInt8]] = [
        "Test Suite '", "Test suite '", "Testing started", "Test session results", "Test Session",
        "=== BUILD ", "=== CLEAN ", "=== ANALYZE ", "Build settings from command line", "User defaults from command line",
        "Command line invocation", "Build system information", "Check dependencies", "Prepare packages",
        "Resolve Package Graph", "Resolving Package Graph", "Resolved source packages", "Computing target dependency graph", "Prepare build",
        "Build description", "Building for ", "Build complete!", "Compiling ", "Linking ", "Compile Swift Module",
        "Fetching ", "Updating ", "Cloning ", "Computing version", "Computed ", "Creating working copy", "Working copy",
        "Writing result bundle", "Result bundle written", "Ignoring --strip-bitcode", "Requested Swift ABI version",
        "Probing signature", "Copying ", "Signing ", "Touching ", "GatherProvisioningInputs", "CreateBuildDescription",
        "ClangStatCache", "ExecuteExternalTool", "RegisterWithLaunchServices", "Validate ", "ValidateEmbeddedBinary",
        "Executed ", "Program ended with exit code", "Testing ", "Test run",
    ].map { Array($0.utf8) }

    /// `prefixes` by their first byte: a line is compared only with those that can match it.
    static let prefixesByFirstByte: [[[UInt8]]] = (0..<256).map { byte in prefixes.filter { $0.first == UInt8(byte) } }
    static let executed = Array("Executed ".utf8), generated = Array(" generated.".utf8), failures = Array("failures)".utf8)
    static let xcodebuildProcess = Array(" xcodebuild[".utf8)

    static let buildSteps: Set<String> = [
        "Ld", "Touch", "Copy", "Ditto", "Libtool", "PBXCp", "CpHeader", "CpResource", "MkDir", "SymLink", "Strip",
        "CodeSign", "CompileC", "CompileSwift", "CompileSwiftSources", "SwiftCompile", "SwiftDriver",
        "SwiftEmitModule", "SwiftMergeGeneratedHeaders", "MergeSwiftModule", "CopySwiftLibs", "ProcessInfoPlistFile",
        "CopyPlistFile", "CopyStringsFile", "CompileStoryboard", "CompileXIB", "CompileAssetCatalog",
        "LinkStoryboards", "PhaseScriptExecution", "CreateBuildDirectory", "WriteAuxiliaryFile", "GenerateDSYMFile",
        "ProcessProductPackaging", "ProcessProductPackagingDER", "RegisterExecutionPolicyException",
        "CreateUniversalBinary", "ProcessPCH", "ExtractAppIntentsMetadata", "AppIntentsSSUTraining",
        "GenerateAssetSymbols", "ComputeTargetDependencyGraph", "ScanDependencies", "SwiftGeneratePch",
        "PrecompileModule", "EmitSwiftModule", "SwiftDriverJobDiscovery", "CompileMetalFile", "MetalLink",
        "ValidateDevelopmentAssets", "Analyze", "AnalyzeShallow", "PrecompileSwiftBridgingHeader", "Preprocess",
        "SwiftCodeGeneration", "SwiftDriverJobDiscovery", "CreateInfoPlist", "ConstructStubExecutorLinkFileList",
        "GenerateTAPI", "CompileDTraceScript", "ProcessXCFramework", "CopyXCFramework", "WriteFile",
    ]

    /// Build-step headers start with one of the step names followed by a space (or end the line).
    static func isBuildStep(_ line: LogLine) -> Bool {
        guard line.count > 1, line[0] >= UInt8(ascii: "A"), line[0] <= UInt8(ascii: "Z") else { return false }
        var end = 1
        while end < line.count, end < 48, isLetter(line[end]) { end += 1 }
        guard end == line.count || line[end] == 0x20 else { return false }
        return buildSteps.contains(line.text(0..<end))
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// A byte of a Swift identifier as logs print them: an ASCII letter, a digit or `_`.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == UInt8(ascii: "_") || (byte &- 0x30) < 10
    }

    init?(_ line: LogLine) {
        if line.isBlank { return }
        if Self.prefixesByFirstByte[Int(line[0])].contains(where: { line.hasPrefix($0) }) { return }
        if Self.isBuildStep(line) { return }
        let start = line.skippingBlanks(from: 0)
        // Indented totals (`\t Executed 4 tests, …`).
        if start > 0, line.hasPrefix(Self.executed, at: start) { return }
        // A source excerpt's marker line under a diagnostic: only blanks, `^` and `~`.
        if (start..<line.count).allSatisfy({ [0x20, 0x09, UInt8(ascii: "^"), UInt8(ascii: "~")].contains(line[$0]) }) { return }
        // `N errors generated.`, `(2 failures)`.
        if line.hasSuffix(Self.generated) || (line[0] == UInt8(ascii: "(") && line.hasSuffix(Self.failures)) { return }
        // xcodebuild's timestamped chatter: `2019-01-20 23:27:01.069 xcodebuild[8494:1661386] …`.
        if line.count > 24, line[4] == UInt8(ascii: "-"), line[10] == 0x20, line.firstIndex(of: Self.xcodebuildProcess) != nil { return }
        // SwiftPM progress: `[3/12] Compiling …`.
        if line[0] == UInt8(ascii: "["), let slash = line.firstIndex(of: UInt8(ascii: "/")), slash < 12, line.firstIndex(of: UInt8(ascii: "]")) != nil { return }
        // `+----+` table rules printed by tools.
        if line[0] == UInt8(ascii: "+"), line.hasSuffix([UInt8(ascii: "+")]) { return }
        return nil
    }
}
