import React from 'react';
import renderer from 'react-test-renderer';
import {FareBadge} from '../FareBadge';

describe('FareBadge', () => {
  it('renders euro fare', () => {
    const tree = renderer.create(<FareBadge amountCents={30000} currency="EUR" locale="nl-NL" />).toJSON();
    expect(tree).toMatchSnapshot();
  });
});
