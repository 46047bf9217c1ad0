//
//  PlantSyncJob.swift
//  Fernly
//
//  Runs inside the watering-refresh task: pulls care updates and upserts
//  Species by their catalogue number on a background ModelActor.
//

import Foundation
import SwiftData

@Model
final class Species {
    @Attribute(.unique) var catalogueNumber: String
    var commonName: String
    var wateringIntervalDays: Int

    init(catalogueNumber: String, commonName: String, wateringIntervalDays: Int) {
        self.catalogueNumber = catalogueNumber
        self.commonName = commonName
        self.wateringIntervalDays = wateringIntervalDays
    }
}

@ModelActor
actor PlantSyncJob {
    func apply(_ updates: [SpeciesUpdate]) throws {
        for update in updates {
            let number = update.catalogueNumber
            var descriptor = FetchDescriptor<Species>(predicate: #Predicate { $0.catalogueNumber == number })
            descriptor.includePendingChanges = false // faster on large catalogues
            let existing = try modelContext.fetch(descriptor).first
            if let existing {
                existing.commonName = update.commonName
                existing.wateringIntervalDays = update.wateringIntervalDays
            } else {
                // The fetch only sees saved rows; a second update for the same
                // species in this batch inserts again before save().
                modelContext.insert(Species(catalogueNumber: number, commonName: update.commonName,
                                            wateringIntervalDays: update.wateringIntervalDays))
            }
        }
        try modelContext.save()
    }
}
