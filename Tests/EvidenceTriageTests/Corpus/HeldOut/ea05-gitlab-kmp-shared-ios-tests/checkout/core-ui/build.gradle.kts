plugins {
    alias(libs.plugins.kotlinMultiplatform)
    alias(libs.plugins.androidLibrary)
    alias(libs.plugins.mokoResources)
}

kotlin {
    androidTarget()
    iosArm64()
    iosSimulatorArm64()

    sourceSets {
        commonMain.dependencies {
            api(libs.moko.resources)
        }
        commonTest.dependencies {
            implementation(kotlin("test"))
        }
    }
}

multiplatformResources {
    resourcesPackage.set("com.marlowtransit.shared")
    resourcesClassName.set("MR")
}

android {
    namespace = "com.marlowtransit.coreui"
    compileSdk = 35
}
