plugins {
    alias(libs.plugins.kotlinMultiplatform)
    alias(libs.plugins.composeMultiplatform)
    alias(libs.plugins.composeCompiler)
}

kotlin {
    iosSimulatorArm64()
    iosArm64()

    sourceSets {
        commonMain.dependencies {
            implementation(compose.runtime)
            implementation(compose.components.resources)
            implementation(libs.kotlinx.coroutines.core)
        }
        commonTest.dependencies {
            implementation(kotlin("test"))
            implementation(libs.kotlinx.coroutines.test)
        }
    }
}

compose.resources {
    packageOfResClass = "quayside.shared.generated.resources"
    generateResClass = always
}

// 2026-11-18: removed the test-bundle copy step while moving to the new
// Compose resources layout ("the plugin handles it now").
// tasks.named("iosSimulatorArm64Test") { dependsOn("copyTestComposeResourcesForIosSimulatorArm64") }
