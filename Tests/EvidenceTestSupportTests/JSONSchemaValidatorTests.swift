import EvidenceTestSupport
import Foundation
import Testing

/// The schema validator the document tests rely on: it must fail documents that break a schema, and
/// refuse schemas it cannot fully check.
@Suite struct JSONSchemaValidatorTests {
    static let schemas = ["evidence.manifest.v1.schema.json", "evidence.triage.v1.schema.json", "evidence.testrun.v1.schema.json",
                          "evidence.diagnostic.v1.schema.json", "evidence.xcresult.tests.schema.json", "evidence.diff.v1.schema.json",
                          "evidence.signature.v1.schema.json", "evidence.statement.v1.schema.json"]

    func validator(_ json: String) throws -> JSONSchemaValidator {
        try JSONSchemaValidator(schema: .parse(Data(json.utf8)))
    }

    func problems(_ document: String, _ validator: JSONSchemaValidator) throws -> [String] {
        try validator.problems(json: Data(document.utf8))
    }

    /// Every schema in docs/schemas/ is listed here, loads (no keyword the validator does not know)
    /// and says it is draft 2020-12.
    @Test func everyDocumentedSchemaLoads() throws {
        let folder = TestPaths.packageRoot.appendingPathComponent("docs/schemas").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files == Self.schemas.sorted())
        for file in files {
            let validator = try JSONSchemaValidator.documented(file)
            guard case .object(let root) = validator.schema else { Issue.record("\(file) is not an object"); continue }
            #expect(root["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"), "\(file)")
            #expect(root["description"] != nil, "\(file) has no description")
        }
    }

    @Test func aKeywordItDoesNotKnowIsRefusedWhereverItIs() throws {
        #expect(throws: JSONSchemaValidator.SchemaError.self) { try validator(#"{"type": "object", "minProperties": 1}"#) }
        #expect(throws: JSONSchemaValidator.SchemaError.self) {
            try validator(#"{"$defs": {"a": {"items": {"uniqueItems": true}}}, "type": "object"}"#)
        }
        #expect(throws: JSONSchemaValidator.SchemaError.self) { try validator(#"{"properties": {"a": {"format": "date-time"}}}"#) }
        #expect(throws: JSONSchemaValidator.SchemaError.self) { try validator(##"{"$ref": "#/$defs/missing"}"##) }
        #expect(throws: JSONSchemaValidator.SchemaError.self) { try validator(#"{"$ref": "other.json#/x"}"#) }
        #expect(throws: JSONSchemaValidator.SchemaError.self) { try validator(#"{"type": "integer", "pattern": "("}"#) }
        #expect(throws: JSONSchemaValidator.SchemaError.self) { try validator(#"{"type": "float"}"#) }
    }

    /// The smallest valid manifest, then the same with one thing wrong at a time.
    @Test func aManifestThatBreaksTheSchemaFails() throws {
        let manifest = try JSONSchemaValidator.documented("evidence.manifest.v1.schema.json")
        let valid = """
            {"schema": "evidence.manifest/v1", "tool": {"name": "evidence", "version": "0.1.0"}, "created": "2025-11-24T16:00:00Z",
             "commit": {"sha": null, "source": "unknown"}, "compression": "gzip", "redactions": {"total": 0, "byRule": {}},
             "entries": [{"path": "logs/a.log", "kind": "log", "size": 3, "sha256": "\(String(repeating: "a", count: 64))"}],
             "skipped": [], "skippedTotal": 0}
            """
        #expect(try problems(valid, manifest) == [])
        let broken: [(String, String, String)] = [
            (#""skippedTotal": 0"#, #""skippedTotal": -1"#, "below 0"),
            (#""compression": "gzip", "#, "", #"required property "compression" is missing"#),
            (#""size": 3"#, #""size": "3""#, "/entries/0/size: is a string, not integer"),
            (#""size": 3"#, #""size": 3.5"#, "/entries/0/size: is a number, not integer"),
            (#""size": 3"#, #""size": true"#, "/entries/0/size: is a boolean, not integer"),
            (#""skippedTotal": 0}"#, #""skippedTotal": 0, "extra": 1}"#, #"property "extra" is not allowed"#),
            (#""kind": "log""#, #""kind": "logs""#, "not one of the allowed values"),
            (#""name": "evidence""#, #""name": "other""#, #"is not "evidence""#),
            (#""sha": null"#, #""sha": "XYZ1234""#, "does not match"),
            (#""sha": null"#, #""sha": 1234567"#, "not string or null"),
            (#""byRule": {}"#, #""byRule": {"made-up": 1}"#, "/redactions/byRule/made-up"),
            (#""byRule": {}"#, #""byRule": {"jwt": "1"}"#, "/redactions/byRule/jwt: is a string"),
        ]
        for (original, replacement, expected) in broken {
            let document = valid.replacingOccurrences(of: original, with: replacement)
            #expect(document != valid, "\(original) is not in the document")
            let found = try problems(document, manifest)
            #expect(found.contains { $0.contains(expected) }, "\(replacement): \(found)")
        }
    }

    @Test func oneOfAnyOfAndReferences() throws {
        let schema = try validator("""
            {"$defs": {"name": {"type": "string", "maxLength": 3}},
             "type": "object", "additionalProperties": false,
             "properties": {
               "one": {"oneOf": [{"type": "integer"}, {"type": "number", "minimum": 10}]},
               "any": {"anyOf": [{"const": "a"}, {"$ref": "#/$defs/name"}]},
               "list": {"type": "array", "items": {"$ref": "#/$defs/name"}},
               "open": {"type": "object", "propertyNames": {"pattern": "^x"}, "additionalProperties": {"type": "boolean"}}}}
            """)
        #expect(try problems(#"{"one": 15.5, "any": "abc", "list": ["a", "bb"], "open": {"xa": true}}"#, schema) == [])
        // 12 is an integer and a number of at least 10: both options match, so oneOf fails.
        #expect(try problems(#"{"one": 12}"#, schema).contains { $0.contains("matches 2 of oneOf") })
        #expect(try problems(#"{"one": 1.5e0, "any": "abcd"}"#, schema).contains { $0.contains("matches none of anyOf") })
        #expect(try problems(#"{"list": ["a", "long"]}"#, schema) == ["/list/1: longer than 3 characters"])
        #expect(try problems(#"{"open": {"y": true}}"#, schema).contains { $0.contains("/open/y") && $0.contains("does not match ^x") })
        #expect(try problems(#"{"open": {"xa": 1}}"#, schema) == ["/open/xa: is an integer, not boolean"])
        #expect(try problems(#"[]"#, schema) == ["/: is an array, not object"])
    }

    /// Registration records as the recorder writes them, and as it must never write them.
    @Test func aRegistrationRecordThatBreaksTheSchemaFails() throws {
        let diagnostic = try JSONSchemaValidator.documented("evidence.diagnostic.v1.schema.json")
        let valid = #"{"schema":"evidence.diagnostic/v1","identifier":"com.example.app.refresh","taskKind":"appRefresh","phase":"registration","outcome":"succeeded","errorType":null,"timestamp":"2026-11-20T09:14:03Z"}"#
        #expect(try problems(valid, diagnostic) == [])
        for (original, replacement) in [
            (#""taskKind":"appRefresh""#, #""taskKind":"refresh""#),
            (#""identifier":"com.example.app.refresh""#, #""identifier":"refresh""#),
            (#""errorType":null"#, #""errorType":"token ghp_abc""#),
            (#""timestamp":"2026-11-20T09:14:03Z""#, #""timestamp":"yesterday""#),
            (#""errorType":null,"#, ""),
            (#""errorType":null"#, #""errorType":null,"payload":"x""#),
        ] {
            let document = valid.replacingOccurrences(of: original, with: replacement)
            #expect(document != valid)
            #expect(try !problems(document, diagnostic).isEmpty, "\(replacement)")
        }
    }
}
