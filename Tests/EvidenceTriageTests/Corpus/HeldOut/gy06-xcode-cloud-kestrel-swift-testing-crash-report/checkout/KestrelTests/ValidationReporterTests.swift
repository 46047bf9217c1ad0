//
//  ValidationReporterTests.swift
//  KestrelTests
//

import IssueReporting
import Testing
@testable import Kestrel

@MainActor
struct ValidationReporterTests {

  @Test func reportsMissingSpecies() {
    withKnownIssue {
      let form = SightingForm(species: nil, count: 2, note: "two on the fence")
      #expect(form.validate() == .invalid(.species))
    }
  }

  @Test func reportsEmptyFieldMessage() {
    withKnownIssue {
      let form = SightingForm(species: "Kestrel", count: 0, note: "")
      #expect(form.validate() == .invalid(.count))
    }
  }

  @Test func validFormReportsNothing() {
    let form = SightingForm(species: "Kestrel", count: 1, note: "hovering over the verge")
    #expect(form.validate() == .valid)
  }
}
