plugins {
    alias(libs.plugins.kotlinMultiplatform)
    alias(libs.plugins.androidLibrary)
    alias(libs.plugins.kotlinSerialization)
    // MT-914: moko-resources moved to :core-ui together with the Compose screens.
    // alias(libs.plugins.mokoResources)
}

kotlin {
    androidTarget()
    listOf(iosArm64(), iosSimulatorArm64()).forEach {
        it.binaries.framework {
            baseName = "Shared"
            export(project(":core-ui"))
        }
    }

    sourceSets {
        commonMain.dependencies {
            api(project(":core-ui"))
            implementation(libs.kotlinx.coroutines.core)
            implementation(libs.ktor.client.core)
            api(libs.moko.resources)
        }
        commonTest.dependencies {
            implementation(kotlin("test"))
            implementation(libs.kotlinx.coroutines.test)
        }
    }
}

android {
    namespace = "com.marlowtransit.shared"
    compileSdk = 35
}
