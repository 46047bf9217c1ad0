Pod::Spec.new do |s|
  s.name             = 'MarrowKit'
  s.version          = '2.4.0'
  s.summary          = 'Pantry storage, unit conversion and shared models for Marrowbell.'
  s.homepage         = 'https://git.marrowbell.example/ios/marrowbell'
  s.license          = { :type => 'Proprietary' }
  s.author           = { 'Marrowbell iOS' => 'ios@marrowbell.example' }
  s.source           = { :path => '.' }
  s.ios.deployment_target = '17.0'
  s.swift_version    = '5.10'

  s.source_files     = 'Sources/**/*.{h,m,swift}'
  s.public_header_files = 'Sources/Pantry/MKPantryStore.h'

  # 2.4.0: move resources into a resource bundle so they stop colliding with
  # app assets when linked statically (MBL-2291).
  # 2.3.1 had:  s.resources = 'Sources/Pantry/Pantry.xcdatamodeld'
  s.resource_bundles = {
    'MarrowKitResources' => [
      'Sources/Pantry/Pantry.xcdatamodeld',
      'Sources/Units/*.strings',
      'Sources/Assets/MarrowKit.xcassets'
    ]
  }
end
