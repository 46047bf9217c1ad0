import React, { Component } from 'react';
import FCM from 'react-native-fcm';
import RootNavigator from './src/navigation/RootNavigator';

export default class App extends Component {
  componentDidMount() {
    FCM.requestPermissions()
      .then(() => console.debug('notifications granted'))
      .catch(() => console.debug('notifications rejected'));
  }

  render() {
    return <RootNavigator />;
  }
}
