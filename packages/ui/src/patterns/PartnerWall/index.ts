export { PartnerWall, type PartnerWallProps, type Partner } from './PartnerWall';
