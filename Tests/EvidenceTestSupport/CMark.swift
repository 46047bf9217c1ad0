import Foundation

/// cmark-gfm, the renderer GitHub's Markdown is built on (installed by scripts/setup.sh).
public enum CMark {
    /// HTML, with raw HTML passed through (as GitHub passes its allowed tags).
    public static func render(_ markdown: String) throws -> String {
        try run(["--unsafe", "-e", "table"], markdown)
    }

    /// The raw HTML of `markdown` as cmark-gfm parses it: every tag of every HTML block and inline
    /// HTML node, in order (`<details>`, `</summary>`, …).
    public static func rawHTMLTags(_ markdown: String) throws -> [String] {
        let xml = try run(["-t", "xml", "-e", "table"], markdown)
        var tags: [String] = []
        let node = try NSRegularExpression(pattern: #"<html_(?:block|inline)[^>]*>([^<]*)</html_(?:block|inline)>"#)
        let tag = try NSRegularExpression(pattern: #"<[^>]*>"#)
        for match in node.matches(in: xml, range: NSRange(xml.startIndex..., in: xml)) {
            let content = (xml as NSString).substring(with: match.range(at: 1))
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            for found in tag.matches(in: content, range: NSRange(content.startIndex..., in: content)) {
                tags.append((content as NSString).substring(with: found.range))
            }
        }
        return tags
    }

    /// The tags GitHub keeps that the report and the comment use; anything else is a leak.
    public static let allowedTags: Set<String> = ["<details>", "</details>", "<summary>", "</summary>", "<code>", "</code>", "<sub>", "</sub>", "<!-- evidence:comment -->"]

    static func run(_ arguments: [String], _ markdown: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["cmark-gfm"] + arguments
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Written on another thread: a large document would fill the pipe before cmark answers.
        let writer = Thread { input.fileHandleForWriting.write(Data(markdown.utf8)); try? input.fileHandleForWriting.close() }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
