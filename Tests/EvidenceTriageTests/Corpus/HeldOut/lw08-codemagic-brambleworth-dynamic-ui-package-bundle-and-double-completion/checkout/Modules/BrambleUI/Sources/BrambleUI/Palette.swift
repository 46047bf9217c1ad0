import SwiftUI

public enum Palette {
    // Colors live in Resources/Colors.xcassets and are read through Bundle.module.
    public static let accent = Color("Accent", bundle: .module)
    public static let rowBackground = Color("RowBackground", bundle: .module)
    public static let secondaryText = Color("SecondaryText", bundle: .module)
}
