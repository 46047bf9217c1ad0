import UIKit

extension UIView {
    /// Every accessibility element UIKit vends under this view. UIKit only
    /// populates the tree when an accessibility client is listening.
    func accessibilityElementsDeep() -> [NSObject] {
        var result: [NSObject] = []
        for element in (accessibilityElements as? [NSObject]) ?? [] { result.append(element) }
        for sub in subviews { result.append(sub); result += sub.accessibilityElementsDeep() }
        return result
    }
}

extension UIWindow {
    /// True when every sampled pixel has the same colour.
    func isVisuallyBlank() -> Bool {
        let image = UIGraphicsImageRenderer(bounds: bounds).image { _ in
            drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
        guard let data = image.cgImage?.dataProvider?.data as Data?, data.count >= 4 else { return true }
        let first = data.prefix(4)
        return stride(from: 0, to: data.count, by: 4 * 97).allSatisfy { data[$0..<$0 + 4] == first }
    }
}
