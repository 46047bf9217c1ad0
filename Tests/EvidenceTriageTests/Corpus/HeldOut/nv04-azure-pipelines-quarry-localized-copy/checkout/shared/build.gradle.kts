plugins {
    kotlin("multiplatform")
    kotlin("native.cocoapods")
    id("com.android.library")
}

kotlin {
    androidTarget()
    iosX64()
    iosArm64()
    iosSimulatorArm64()

    cocoapods {
        summary = "Quarry shared module"
        homepage = "https://quarry.example"
        version = "1.0"
        ios.deploymentTarget = "15.0"
        podfile = project.file("../iosApp/Podfile")
        framework {
            baseName = "QuarryShared"
            isStatic = false
            export(project(":resources"))
            export(libs.moko.resources)
        }
    }

    sourceSets {
        commonMain.dependencies {
            api(project(":resources"))
            api(libs.moko.resources)
            implementation(libs.kotlinx.datetime)
        }
    }
}

android {
    namespace = "com.quarry.shared"
    compileSdk = 35
}
