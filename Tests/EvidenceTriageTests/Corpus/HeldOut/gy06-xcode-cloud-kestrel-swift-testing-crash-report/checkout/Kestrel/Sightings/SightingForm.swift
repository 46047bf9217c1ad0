//
//  SightingForm.swift
//  Kestrel
//

import Foundation
import IssueReporting

struct SightingForm: Equatable {
  enum Field: Equatable { case species, count, note }
  enum Validation: Equatable { case valid, invalid(Field) }

  var species: String?
  var count: Int
  var note: String

  func validate() -> Validation {
    guard let species, !species.isEmpty else {
      reportIssue("A sighting needs a species")
      return .invalid(.species)
    }
    guard count > 0 else {
      // The message comes from the field's localized hint, which is empty for `count`.
      reportIssue(Self.hint(for: .count))
      return .invalid(.count)
    }
    _ = species
    return .valid
  }

  static func hint(for field: Field) -> String {
    switch field {
    case .species: return String(localized: "sighting.hint.species")
    case .count: return ""
    case .note: return String(localized: "sighting.hint.note")
    }
  }
}
