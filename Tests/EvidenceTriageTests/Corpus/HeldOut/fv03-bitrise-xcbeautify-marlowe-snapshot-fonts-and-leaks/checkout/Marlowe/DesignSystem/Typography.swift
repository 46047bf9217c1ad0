import SwiftUI
import UIKit
import os

/// Editorial type ramp. MAR-512 swapped the licensed serif for Newsreader (OFL).
enum Typography {
    static let headlineFontName = "Newsreader-SemiBold"
    static let bodyFontName = "Newsreader-Regular"

    private static let log = Logger(subsystem: "com.marlowe.reader", category: "Fonts")

    static func headline(size: CGFloat) -> Font {
        custom(headlineFontName, size: size, relativeTo: .title)
    }

    static func body(size: CGFloat) -> Font {
        custom(bodyFontName, size: size, relativeTo: .body)
    }

    private static func custom(_ name: String, size: CGFloat, relativeTo style: Font.TextStyle) -> Font {
        guard UIFont(name: name, size: size) != nil else {
            // Keep the reader usable, but make the miss loud in logs and CI.
            log.error("UIFont(name: \(name, privacy: .public)) returned nil; falling back to system serif")
            print("MarloweUI [Fonts] UIFont(name: \"\(name)\") returned nil; falling back to system serif. Registered families: \(UIFont.familyNames.filter { $0.hasPrefix("T") || $0.hasPrefix("N") })")
            return .system(size: size, design: .serif)
        }
        return .custom(name, size: size, relativeTo: style)
    }
}
