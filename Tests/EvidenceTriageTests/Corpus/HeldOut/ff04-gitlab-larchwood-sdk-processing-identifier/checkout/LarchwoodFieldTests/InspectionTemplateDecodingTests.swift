//
//  InspectionTemplateDecodingTests.swift
//  LarchwoodFieldTests
//

import XCTest
@testable import LarchwoodField

final class InspectionTemplateDecodingTests: XCTestCase {

    func testDecodesFullTemplate() throws {
        let data = try XCTUnwrap(fixture("template-bridge-deck"))
        let template = try JSONDecoder().decode(InspectionTemplate.self, from: data)
        XCTAssertEqual(template.sections.count, 4)
    }

    /// "Site photos" has no questions; the forms API omits the key.
    func testDecodesSectionWithoutQuestions() throws {
        let json = #"""
        {"id":"tpl_culvert","title":"Culvert","sections":[
          {"id":"s1","heading":"Inlet","questions":[{"id":"q1","prompt":"Blockage?","kind":"yesno"}]},
          {"id":"s2","heading":"Site photos"}
        ]}
        """#
        let template = try JSONDecoder().decode(InspectionTemplate.self, from: Data(json.utf8))
        XCTAssertEqual(template.sections[1].questions, [])
    }

    private func fixture(_ name: String) -> Data? {
        Bundle(for: Self.self).url(forResource: name, withExtension: "json").flatMap { try? Data(contentsOf: $0) }
    }
}
