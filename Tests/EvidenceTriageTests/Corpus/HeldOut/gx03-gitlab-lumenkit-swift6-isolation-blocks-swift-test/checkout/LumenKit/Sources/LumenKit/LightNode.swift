import RealityKit

@MainActor
public struct LightNode {
    public let entity: Entity

    public static func directional(color: SIMD3<Float> = .one,
                                   intensity: Float = 1_000,
                                   castsShadow: Bool = true) -> LightNode {
        let light = DirectionalLight()
        light.light.intensity = intensity
        light.shadow = castsShadow ? DirectionalLightComponent.Shadow() : nil
        return LightNode(entity: light)
    }
}
