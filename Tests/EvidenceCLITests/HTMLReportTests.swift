import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `evidence triage --format html`: one page, loading nothing, that says what the Markdown report
/// says; its screenshots are the archive's own bytes; in a browser, the filter shows one category.
@Suite struct HTMLReportTests {
    /// Collected as on GitHub Actions, so the sources are linked to the line at the commit.
    static let environment = RenderedReportTests.environment

    static func page(_ inputs: [String], in directory: TemporaryDirectory) throws -> (html: String, path: String, archive: String) {
        let archive = directory.path("run.tgz")
        let sources = inputs.contains(TriageCommandTests.sampleRun) ? ["--project-root", TriageCommandTests.sampleCheckout] : ["--sources", "none"]
        let collect = try EvidenceProcess.run(["collect"] + inputs + sources + ["-o", archive], environment: environment)
        #expect(collect.status == 0, "\(collect.standardError)")
        let path = directory.path("report.html")
        let triage = try EvidenceProcess.run(["triage", archive, "-f", "html", "-o", path], environment: environment)
        #expect(triage.status == 0, "\(triage.standardError)")
        #expect(triage.standardOutput.isEmpty)
        return (try String(contentsOfFile: path, encoding: .utf8), path, archive)
    }

    /// The page parses as XML (every element closed, every text escaped) and names no resource:
    /// images are `data:`, there is no stylesheet or script file, and its policy allows nothing else.
    static func expectSelfContained(_ html: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let parser = XMLParser(data: Data(html.utf8))
        #expect(parser.parse(), "not well formed: \(parser.parserError.map { "\($0)" } ?? "") at line \(parser.lineNumber)", sourceLocation: sourceLocation)
        #expect(html.contains("content=\"default-src 'none'; img-src data:;"), sourceLocation: sourceLocation)
        for attribute in ["src=\"", "href=\""] {
            for part in html.components(separatedBy: attribute).dropFirst() {
                let value = part.prefix { $0 != "\"" }
                let allowed = attribute == "src=\"" ? value.hasPrefix("data:image/") : value.hasPrefix("#") || value.hasPrefix("https://")
                #expect(allowed, "\(attribute)\(value.prefix(60))", sourceLocation: sourceLocation)
            }
        }
        #expect(!html.contains("<link") && !html.contains("url(") && !html.contains("@import"), sourceLocation: sourceLocation)
    }

    @Test func theSampleRunsPageSaysWhatTheReportSays() throws {
        let directory = try TemporaryDirectory()
        let (html, _, archive) = try Self.page([TriageCommandTests.sampleRun], in: directory)
        if let mismatch = Snapshot.mismatch(html, named: "sample-run-triage.html") { Issue.record(Comment(rawValue: mismatch)) }
        Self.expectSelfContained(html)
        let json = try EvidenceProcess.run(["triage", archive, "-f", "json"], environment: Self.environment)
        let document = try JSONDecoder().decode(TriageDocument.self, from: Data(json.standardOutput.utf8))
        // Every failure, in a block of its category; a filter for each category there is, and "All".
        for failure in document.failures {
            #expect(html.contains("<code>\(HTMLText.escaped(failure.test))</code>"), "\(failure.test)")
        }
        for group in document.groups {
            #expect(html.contains("<section class=\"group\" id=\"cause-") && html.contains("data-category=\"\(group.category)\""))
        }
        #expect(html.components(separatedBy: "<section class=\"group\"").count - 1 == document.groups.count)
        #expect(html.components(separatedBy: "<a href=\"#category=").count - 1 == Set(document.failures.map(\.category)).count + 1)
        // Start here comes before the first cause; the failing line of code is marked; the source is linked at the commit.
        let start = try #require(html.range(of: "<h2>Start here</h2>"))
        let firstCause = try #require(html.range(of: "id=\"cause-1\""))
        #expect(start.lowerBound < firstCause.lowerBound)
        #expect(html.contains("<span class=\"failing\">"))
        #expect(html.contains("<a href=\"https://github.com/acme/app/blob/0123456789abcdef0123456789abcdef01234567/BackgroundSyncAppTests/SyncRefreshJobTests.swift#L42\">"))
    }

    @Test func textIsEscapedAndTheReportsInlineMarkdownBecomesTags() {
        #expect(HTMLText.escaped("<a href=\"x\">&'") == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;")
        #expect(HTMLText.fromInlineMarkdown("Add `com.example.<id>` to **Info.plist**") == "Add <code>com.example.&lt;id&gt;</code> to <strong>Info.plist</strong>")
        #expect(HTMLText.fromInlineMarkdown("[`A.swift:4`](https://github.com/a/b/blob/c/A.swift#L4)") == "<a href=\"https://github.com/a/b/blob/c/A.swift#L4\"><code>A.swift:4</code></a>")
        // Only web links become links; a lone marker stays text.
        #expect(HTMLText.fromInlineMarkdown("[x](javascript:alert(1))") == "[x](javascript:alert(1))")
        #expect(HTMLText.fromInlineMarkdown("2 * 3 and a ` alone") == "2 * 3 and a ` alone")
        #expect(HTMLText.fromInlineMarkdown("<script>") == "&lt;script&gt;")
    }

    /// A real bundle's screenshots: inlined as the bytes `xcresult --attachments` extracts.
    @Test(.requiresSharedFixtures) func screenshotsAreTheArchivesOwnBytes() throws {
        let directory = try TemporaryDirectory()
        let (html, _, archive) = try Self.page([TestPaths.fixture("xcresult/xcparse__testFailure.xcresult")], in: directory)
        Self.expectSelfContained(html)
        // XCTest's screenshots in this bundle are JPEG.
        let inlined = html.components(separatedBy: "src=\"data:image/jpeg;base64,").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(inlined.count == 2)
        let extracted = directory.path("attachments")
        let outcome = try EvidenceProcess.run(["xcresult", archive, "--attachments", extracted], environment: Self.environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        var files: Set<Data> = []
        for case let file as String in FileManager.default.enumerator(atPath: extracted)! where file.hasSuffix(".jpg") {
            files.insert(try Data(contentsOf: URL(fileURLWithPath: "\(extracted)/\(file)")))
        }
        for image in inlined {
            let bytes = try #require(Data(base64Encoded: image))
            #expect(files.contains(bytes))
        }
    }

    /// In a browser the page's script runs: `#category=…` hides the other categories' blocks and
    /// Start-here lines; without it, nothing is hidden.
    @Test(.requiresChromium) func inABrowserTheFilterShowsOneCategory() throws {
        let directory = try TemporaryDirectory()
        let (_, path, _) = try Self.page([TriageCommandTests.sampleRun], in: directory)
        let all = try Chromium.dumpDOM("file://\(path)")
        #expect(all.contains("<section class=\"group\""))
        #expect(!all.contains(" hidden=\"\""))
        let filtered = try Chromium.dumpDOM("file://\(path)#category=business-logic-error")
        let blocks = filtered.components(separatedBy: "<section class=\"group\"").dropFirst().map { $0.prefix { $0 != ">" } }
        #expect(blocks.count == 3)
        for block in blocks {
            #expect(block.contains("hidden") != block.contains("data-category=\"business-logic-error\""), "\(block)")
        }
        #expect(filtered.contains("class=\"on\">Business-logic error (1)</a>"))
    }

    /// The page lays out into a picture of the size asked for, with far more in it than a blank page.
    @Test(.requiresChromium) func inABrowserThePageRendersIntoAScreenshot() throws {
        let directory = try TemporaryDirectory()
        let (_, path, _) = try Self.page([TriageCommandTests.sampleRun], in: directory)
        let blankPage = directory.path("blank.html")
        try "<!DOCTYPE html><html><body></body></html>".write(toFile: blankPage, atomically: true, encoding: .utf8)
        let shot = directory.path("report.png")
        let blank = directory.path("blank.png")
        try Chromium.screenshot("file://\(path)", to: shot, width: 1100, height: 1600)
        try Chromium.screenshot("file://\(blankPage)", to: blank, width: 1100, height: 1600)
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: shot)))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        func bigEndian(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(bigEndian(16) == 1100 && bigEndian(20) == 1600, "IHDR \(bigEndian(16))×\(bigEndian(20))")
        let blankSize = try Data(contentsOf: URL(fileURLWithPath: blank)).count
        #expect(png.count > blankSize * 10, "\(png.count) bytes against a blank page's \(blankSize)")
    }
}
