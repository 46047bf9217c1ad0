//
//  TrailmixUIResources.swift
//  TrailmixUI
//
//  Strings, colors and images for the UI module ship in the resource bundle
//  target `TrailmixUIResources` (TrailmixUIResources.bundle), which the app
//  target must embed (see project.yml, target Trailmix > dependencies).
//

import Foundation

public enum TrailmixUIResources {
    public static let bundle: Bundle = {
        if let url = Bundle.main.url(forResource: "TrailmixUIResources", withExtension: "bundle"),
           let bundle = Bundle(url: url) {
            return bundle
        }
        // Fall back to the main bundle so previews keep working.
        return .main
    }()
}
