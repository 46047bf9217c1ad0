//
//  SightingStore.swift
//  Kestrel
//

import Foundation
import SwiftData

/// Domain-level store of sightings. Persistence was meant to live behind
/// `SightingRepository` in Kestrel/Persistence.
@Model
final class SightingRecord {
  var species: String
  var count: Int
  var observedAt: Date

  init(species: String, count: Int, observedAt: Date) {
    self.species = species
    self.count = count
    self.observedAt = observedAt
  }
}
