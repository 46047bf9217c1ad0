import EvidenceTestSupport
@testable import EvidenceTriage
import Foundation
import Testing

@Suite struct TemplateTests {
    @Test func variablesSectionsInvertedSectionsAndPartials() throws {
        let template = try Template("""
            # {{title}}
            {{#items}}
            - {{name}} of {{title}}{{#note}} ({{note}}){{/note}}
            {{/items}}
            {{^items}}
            nothing
            {{/items}}
            {{> footer}}
            """)
        let footer = try Template("by {{author.name}}")
        let context: TemplateContext = [
            "title": "List",
            "items": .list([["name": "a", "note": "first"], ["name": "b"]]),
            "author": .context(["name": "me"]),
        ]
        #expect(template.render(context, partials: ["footer": footer]) == "# List\n- a of List (first)\n- b of List\nby me")
        #expect(template.render(["title": "Empty", "items": .list([])], partials: ["footer": footer]) == "# Empty\nnothing\nby ")
    }

    @Test func unbalancedSectionsAreRejectedWithTheirName() {
        #expect(throws: Template.ParseError.self) { try Template("{{#a}} x", name: "t") }
        #expect(throws: Template.ParseError.self) { try Template("{{#a}} x {{/b}}", name: "t") }
    }

    /// The templates compiled into the binary are the ones in Templates/ (run scripts/dev/embed-templates.sh).
    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let folder = TestPaths.packageRoot.appendingPathComponent("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") || $0.hasSuffix(".html") }
        func name(_ file: String) -> String { String(file[..<file.lastIndex(of: ".")!]) }
        #expect(Set(files.map(name)) == Set(EmbeddedTemplates.sources.keys))
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(EmbeddedTemplates.sources[name(file)] == source, "\(file) differs from its embedded copy")
            _ = try Template(source, name: file)
        }
    }
}
