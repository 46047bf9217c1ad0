//
//  TidePredictor.swift
//  Tidewater
//
//  Secondary stations are predicted from a reference station plus the NOAA
//  time/height offsets published for the secondary station.
//

import Foundation

struct TidePredictor {
    let reference: ReferenceStation

    func highWaters(on day: Date, at station: SecondaryStation) -> [TideEvent] {
        reference.highWaters(on: day).map { event in
            TideEvent(kind: .high,
                      time: event.time.addingTimeInterval(TimeInterval(station.lowWaterTimeOffsetMinutes * 60)),
                      heightMetres: event.heightMetres * station.highWaterHeightRatio)
        }
    }
}
