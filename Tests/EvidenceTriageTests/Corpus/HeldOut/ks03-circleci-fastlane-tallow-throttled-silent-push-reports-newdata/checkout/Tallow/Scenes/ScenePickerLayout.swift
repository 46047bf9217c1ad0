import CoreGraphics

struct ScenePickerLayout {
    let containerWidth: CGFloat
    var interItemSpacing: CGFloat { containerWidth < 400 ? 12 : 16 }   // design spec: 16 on every width
}
