import EvidenceCore
import Foundation

/// `evidence triage --format html`: the report as one self-contained page an engineer opens from the
/// CI artifact — the Start-here list first, a filter by category, every cause block with its code
/// and evidence, the failed tests' screenshots inlined. Rendered from the same contexts as the
/// Markdown report (`TriageRenderer`), through `Templates/html-*.html`, every text escaped. The
/// page loads nothing: its Content-Security-Policy allows only its own style, script and `data:`
/// images, so opening it makes no request.
package struct HTMLReport {
    package var renderer: TriageRenderer

    /// A screenshot is inlined up to this size; the page's screenshots up to `imageBudget` in all.
    package static let imageLimit = 4 << 20
    package static let imageBudget = 16 << 20
    /// Group blocks on the page: more room than the Markdown report, which GitHub caps.
    static let blockLimit = 50
    static let blockBudget = 1_000_000

    package init(renderer: TriageRenderer) {
        self.renderer = renderer
    }

    /// The archive paths of the attachments the page would show, in order: the command reads these
    /// (up to the limits) and passes their bytes to `render`.
    package static func attachmentPaths(_ result: TriageResult) -> [String] {
        FailureGrouping(result.causeFailures).groups.prefix(blockLimit).flatMap { group in
            group.failures.prefix(TriageRenderer.examplesPerGroup).flatMap { $0.test.attachments.prefix(TriageRenderer.attachmentsPerExample).map(\.path) }
        }
    }

    /// The page. `images`: attachment bytes by archive path (a PNG, JPEG, GIF or WebP is inlined;
    /// anything else, or an attachment not given, is named with its path).
    package func render(_ result: TriageResult, images: [String: [UInt8]] = [:]) -> String {
        let causes = result.causeFailures
        let groups = FailureGrouping(causes).groups
        let linker = result.sourceLinker(projectRoot: renderer.projectRoot)
        var blocks = ""
        var shown = 0
        var budget = Self.imageBudget
        for (index, group) in groups.prefix(Self.blockLimit).enumerated() {
            var context = renderer.groupContext(group, number: index + 1, archiveName: result.input.archiveName, linker: linker, sources: result.input.sources)
            context["category"] = .text(group.category.rawValue)
            // Every block shown is on the Start-here list at the top of the page.
            TriageRenderer.sayOnce(&context, group: group, listed: true)
            context["examples"] = .list(Self.examples(context["examples"], group: group, first: index == 0, images: images, budget: &budget))
            let block = render("html-group", context)
            if shown > 0, blocks.utf8.count + block.utf8.count > Self.blockBudget { break }
            blocks += block
            shown += 1
        }
        var context = renderer.header(result, groups: groups, startHere: shown, linker: linker)
        context["groups"] = .text(blocks)
        renderer.addTrailingSections(result, groups: groups, shown: shown, to: &context)
        // The causes' categories: the failures read as the run's are in the infrastructure section.
        let counts = Dictionary(grouping: causes, by: \.classification.category).mapValues(\.count)
        if !causes.isEmpty {
            let all: TemplateContext = ["id": "all", "title": "All", "count": .text("\(causes.count)")]
            context["filters"] = .context(["items": .list([all] + TriageCategory.allCases.compactMap { category in
                counts[category].map { ["id": .text(category.rawValue), "title": .text(category.title), "count": .text("\($0)")] }
            })])
        }
        context["categoryStyles"] = .list(TriageCategory.allCases.map { ["id": .text($0.rawValue)] })
        return render("html-report", context)
    }

    private func render(_ name: String, _ context: TemplateContext) -> String {
        renderer.templates[name]?.render(context, partials: renderer.templates, escape: HTMLText.fromInlineMarkdown) ?? ""
    }

    /// The Markdown examples' contexts with what the page shows differently: the test's name as
    /// text (the Markdown's is escaped for its `<summary>`), the code as a `<pre>` block, the
    /// screenshots inlined. The first example of the first cause is open.
    private static func examples(_ value: TemplateValue?, group: FailureGroup, first: Bool, images: [String: [UInt8]], budget: inout Int) -> [TemplateContext] {
        guard case .list(let examples)? = value else { return [] }
        return examples.enumerated().map { offset, example in
            var example = example
            let failure = group.failures[offset]
            example["test"] = .text(TriageRenderer.inline(failure.test.id.description, limit: 300))
            example["open"] = .flag(first && offset == 0)
            if case .context(let code)? = example["code"] { example["codeHTML"] = .text(codeHTML(code)) }
            if case .list(let attachments)? = example["attachments"] {
                example["attachments"] = .list(zip(attachments, failure.test.attachments).map { context, pointer in
                    var context = context
                    if let bytes = images[pointer.path] {
                        if let type = imageType(bytes), bytes.count <= imageLimit, bytes.count <= budget {
                            budget -= bytes.count
                            context["image"] = .text("data:\(type);base64,\(Data(bytes).base64EncodedString())")
                        } else if imageType(bytes) != nil {
                            context["why"] = .text("not inlined: the page holds at most \(imageLimit >> 20) MiB a screenshot and \(imageBudget >> 20) MiB in all; `evidence xcresult` with `--attachments DIR` extracts it")
                        }
                    }
                    return context
                })
            }
            return example
        }
    }

    /// The excerpt's lines (`12 > code`, `13 | code`) escaped, the failing one marked.
    static func codeHTML(_ code: TemplateContext) -> String {
        guard case .list(let lines)? = code["lines"] else { return "" }
        let body = lines.compactMap { line -> String? in
            guard case .text(let text)? = line["."] else { return nil }
            let failing = text.drop { $0 == " " }.drop(while: \.isNumber).hasPrefix(" > ")
            return failing ? "<span class=\"failing\">\(HTMLText.escaped(text))</span>" : HTMLText.escaped(text)
        }
        return "<pre><code>" + body.joined(separator: "\n") + "</code></pre>"
    }

    /// The MIME type of an image a browser shows, by its first bytes.
    static func imageType(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        if bytes.count > 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return "image/webp" }
        return nil
    }
}
